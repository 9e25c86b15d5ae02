/** Cache keys of enumerated types (`/types`). */
export const typeKeys = {
  all: ['types'] as const,
  list: () => ['types', 'list'] as const,
};
