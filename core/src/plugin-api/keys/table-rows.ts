/** Cache keys of a table's rows (`/tables/{id}/rows`, `/rows/count`). */
export const tableRowKeys = {
  all: ['table-rows'] as const,
  /** One page; `scope` is the filters, sorts and role it was read with. */
  page: (tableId: number, scope: unknown, pageSize: number, page: number) =>
    ['table-rows', tableId, 'page', scope, pageSize, page] as const,
  count: (tableId: number, scope: unknown, exact: boolean) =>
    ['table-rows', tableId, 'count', scope, exact] as const,
};
