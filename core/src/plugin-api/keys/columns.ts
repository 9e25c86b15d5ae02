import { resources } from './core-resources.js';

/** Cache keys of table columns (`/columns`, `/columns/{id}`). */
export const columnKeys = {
  list: (tableId: number) => resources.columns.key('list', tableId),
  detail: (id: string) => resources.columns.key('detail', id),
};
