import { resources } from './core-resources.js';

/** Cache keys of a table's rows (`/tables/{id}/rows`, `/rows/count`). */
export const tableRowKeys = {
  /** One page; `scope` is the filters, sorts and role it was read with. */
  page: (tableId: number, scope: unknown, pageSize: number, page: number) =>
    resources.tableRows.key(tableId, 'page', scope, pageSize, page),
  count: (tableId: number, scope: unknown, exact: boolean) =>
    resources.tableRows.key(tableId, 'count', scope, exact),
};
