import type { PolicyCommand } from '../policy/policy.js';

/** The display statement of a template: a readable CREATE POLICY, as the picker shows it. */
export function templateStatement(
  target: string,
  policy: {
    name: string;
    command: PolicyCommand;
    roles: readonly string[];
    definition: string;
    check: string;
  },
): string {
  const lines = [
    `create policy "${policy.name}"`,
    `on ${target}`,
    'as PERMISSIVE',
    `for ${policy.command}`,
    `to ${policy.roles.length ? policy.roles.join(', ') : 'public'}`,
  ];
  if (policy.definition) lines.push(`using (\n  ${policy.definition}\n)`);
  if (policy.check) lines.push(`with check (\n  ${policy.check}\n)`);
  return `${lines.join('\n')};`;
}
