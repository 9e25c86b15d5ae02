import { resources } from './core-resources.js';

/** Cache keys of row-level security policies (`/policies`). */
export const policyKeys = {
  list: (schema: string) => resources.policies.key('list', schema),
  /** The SQL a policy request would run (`POST /policies/preview`). */
  preview: (request: unknown) => resources.policies.key('preview', request),
};
