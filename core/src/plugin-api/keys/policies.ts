/** Cache keys of row-level security policies (`/policies`). */
export const policyKeys = {
  all: ['policies'] as const,
  list: (schema: string) => ['policies', 'list', schema] as const,
  /** The SQL a policy request would run (`POST /policies/preview`). */
  preview: (request: unknown) => ['policies', 'preview', request] as const,
};
