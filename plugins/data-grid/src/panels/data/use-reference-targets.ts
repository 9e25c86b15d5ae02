import { usePgMetaQuery } from '@atrium/core/plugin-api';
import { editorKey } from '../../sidebar/data/keys.js';

interface Named<Id> {
  readonly id: Id;
  readonly name: string;
}

/** The tables of a schema a new column may reference, and the columns of the one picked. */
export function useReferenceTargets(schema: string, tableId: number | undefined) {
  const tables = usePgMetaQuery<Named<number>[]>(editorKey('fk-tables', schema), (pgMeta) =>
    pgMeta.relations.tables.$get({ query: { included_schemas: schema } }),
  );
  const columns = usePgMetaQuery<Named<string>[]>(
    tableId === undefined ? null : editorKey('fk-columns', tableId),
    (pgMeta) => pgMeta.columns.columns.$get({ query: { table_id: String(tableId) } }),
  );
  return { tables: tables.data ?? [], columns: tableId === undefined ? [] : (columns.data ?? []) };
}
