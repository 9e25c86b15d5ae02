import { useApiQuery } from '@atrium/core/plugin-api';
import { editorKey } from '../../sidebar/data/keys.js';
import { usePgMeta } from '../../sidebar/data/use-pg-meta.js';

interface Named<Id> {
  readonly id: Id;
  readonly name: string;
}

/** The tables of a schema a new column may reference, and the columns of the one picked. */
export function useReferenceTargets(schema: string, tableId: number | undefined) {
  const { ref, pgMeta } = usePgMeta();
  const tables = useApiQuery<Named<number>[]>(editorKey('fk-tables', ref, schema), () =>
    pgMeta.tables.$get({ param: { ref }, query: { included_schemas: schema } }),
  );
  const columns = useApiQuery<Named<string>[]>(
    tableId === undefined ? null : editorKey('fk-columns', ref, tableId),
    () => pgMeta.columns.$get({ param: { ref }, query: { table_id: String(tableId) } }),
  );
  return { tables: tables.data ?? [], columns: tableId === undefined ? [] : (columns.data ?? []) };
}
