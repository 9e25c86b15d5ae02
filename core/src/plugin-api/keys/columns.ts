/** Cache keys of table columns (`/columns`, `/columns/{id}`). */
export const columnKeys = {
  all: ['columns'] as const,
  list: (tableId: number) => ['columns', 'list', tableId] as const,
  detail: (id: string) => ['columns', 'detail', id] as const,
};
