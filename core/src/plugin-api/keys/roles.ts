/** Cache keys of database roles (`/roles`). */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
};
