import type { PolicyForm } from './form.js';
import type { Policy, PolicyCommand } from './policy.js';

/** `POST /policies`: a new policy on `schema.table`. */
export interface CreatePolicyBody {
  name: string;
  schema: string;
  table: string;
  command: PolicyCommand;
  action: 'PERMISSIVE';
  roles: string[];
  definition?: string;
  check?: string;
}

/** `PATCH /policies/{id}`: only what changed. */
export interface UpdatePolicyBody {
  name?: string;
  roles?: string[];
  definition?: string;
  check?: string;
}

const expression = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A reviewed form (it has a command) as the create body. */
export function createBody(
  form: PolicyForm & { command: PolicyCommand },
  table: { schema: string; name: string },
): CreatePolicyBody {
  const definition = expression(form.definition);
  const check = expression(form.check);
  return {
    name: form.name.trim(),
    schema: table.schema,
    table: table.name,
    command: form.command,
    action: 'PERMISSIVE',
    roles: [...form.roles],
    ...(definition !== undefined ? { definition } : {}),
    ...(check !== undefined ? { check } : {}),
  };
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** The changes from `policy` to `form`, as the update body (spec: id plus the changed fields). */
export function updateBody(policy: Policy, form: PolicyForm): UpdatePolicyBody {
  const body: UpdatePolicyBody = {};
  const name = form.name.trim();
  if (name !== policy.name) body.name = name;
  const current = policy.roles.filter((role) => role !== 'public');
  if (!sameRoles(current, form.roles))
    body.roles = form.roles.length ? [...form.roles] : ['public'];
  const definition = expression(form.definition);
  if (definition !== undefined && definition !== (policy.definition ?? '')) {
    body.definition = definition;
  }
  const check = expression(form.check);
  if (check !== undefined && check !== (policy.check ?? '')) body.check = check;
  return body;
}
