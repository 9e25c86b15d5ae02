import { defineResource } from '@atrium/core/plugin-api';

/*
 * The resources only the admin plugin shows, declared in its manifest. Dropping a column or a
 * table drops its indexes and grants too: the admin plugin's drops name these, since core's
 * resources cannot name a plugin's (`data/column-mutations.ts`, `data/table-mutations.ts`).
 */

/** A project's indexes (`/indexes`). */
export const indexes = defineResource('indexes');

/** The column-level grants of a table (`/column-privileges`, `/table-privileges`). */
export const columnPrivileges = defineResource('column-privileges');

export const indexKeys = {
  /** One schema's indexes (`GET /indexes?included_schemas=`). */
  inSchema: (schema: string) => indexes.key('list', schema),
};

export const columnPrivilegeKeys = {
  /** A table's column grants (`GET /column-privileges?table_id=`). */
  columns: (tableId: number) => columnPrivileges.key('columns', tableId),
  /** A table's own grants, which cover every column (`GET /table-privileges?table_id=`). */
  table: (tableId: number) => columnPrivileges.key('table', tableId),
};
