import type { ProjectDb } from '../shared/project-db.js';
import { selectColumnsJson } from '../shared/columns-query.js';
import { tablesJsonByIds } from './sql.js';

/**
 * Tables with their columns as one JSON string. The tables and their columns are read by two
 * queries at once, on two connections, and Postgres writes the JSON: Node only splices each
 * table's column array into its object. Parsing and re-serialising thousands of column rows
 * cost as much as the queries themselves (tests/bench/pg-meta-catalogue.bench.mts).
 */
export async function tablesWithColumnsJson(
  db: ProjectDb,
  ids: readonly number[],
): Promise<string> {
  const tables = tablesJsonByIds(ids);
  const columns = selectColumnsJson({ relationIds: ids });
  const [tableRows, columnRows] = await Promise.all([
    db.rows<{ id: number; json: string }>(tables),
    db.rows<{ table_id: number; columns: string }>(columns),
  ]);
  const byTable = new Map(columnRows.map((row) => [row.table_id, row.columns]));
  // Each `json` is one object, so it ends in '}': the columns go in just before it.
  const objects = tableRows.map(
    ({ id, json }) => `${json.slice(0, -1)},"columns":${byTable.get(id) ?? '[]'}}`,
  );
  return `[${objects.join(',')}]`;
}
