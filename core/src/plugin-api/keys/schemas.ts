/** Cache keys of a project's schemas (`/schemas`). */
export const schemaKeys = {
  all: ['schemas'] as const,
  list: () => ['schemas', 'list'] as const,
};
