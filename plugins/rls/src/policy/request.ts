import { createBody, updateBody, type CreatePolicyBody, type UpdatePolicyBody } from './body.js';
import type { PolicyForm } from './form.js';
import type { Policy } from './policy.js';

/** A policy as the preview and the tester take it: a create body, or an id with its changes. */
export type PolicyRequest = CreatePolicyBody | (UpdatePolicyBody & { id: number });

/** The request for a form with an operation chosen, for a new or an existing policy. */
export function policyRequest(
  form: PolicyForm,
  table: { schema: string; name: string },
  policy?: Policy,
): PolicyRequest | null {
  if (policy) return { id: policy.id, ...updateBody(policy, form) };
  if (!form.command) return null;
  return createBody({ ...form, command: form.command }, table);
}
