import type pg from 'pg';
import { withoutStatementLimit } from '../../db/pool.js';
import { ApiError } from '../../http/api-error.js';
import { apiErrorFromPg } from '../../postgres/pg-error.js';
import type { TableName } from '../columns/sql.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import {
  createIndex,
  dropInvalidIndex,
  indexIds,
  invalidIndexesSince,
  NO_STATEMENT_TIMEOUT,
  type NewIndex,
} from './sql.js';

export const INVALID_INDEX_DROPPED =
  'The failed build left an invalid index behind, which was dropped: nothing was changed.';

const idsOf = async (client: pg.ClientBase, tableId: number) => {
  const { text, values } = indexIds(tableId);
  return (await client.query<{ id: number }>(text, [...values])).rows.map((row) => row.id);
};

/**
 * `CREATE INDEX CONCURRENTLY` on `table`, answering the new index's id. It builds without blocking
 * the table's writes, which is why it cannot run inside a transaction, and so cannot go through
 * `mutate` (api/src/pg-meta/shared/mutation.ts): this is its one exception, and does its checks
 * itself. A concurrent build that fails (a duplicate for a unique index, a cancel) leaves an
 * INVALID index that writes still maintain; it is dropped here, and the error says so.
 */
export async function buildIndexConcurrently(
  client: pg.PoolClient,
  tableId: number,
  table: TableName,
  index: NewIndex,
): Promise<number> {
  assertSchemaWritable(table.schema);
  const before = await idsOf(client, tableId);
  // A build waits for every older transaction in the database and then reads the whole table:
  // on a large table that is longer than any statement limit, and it is a statement the API
  // writes itself (quoted names, no member's SQL). What bounds it is the request: a client that
  // goes away cancels it (`projectDb`). Both limits are lifted for this checkout only; the
  // session's settings are reset when the connection goes back to the pool.
  withoutStatementLimit(client);
  await client.query(NO_STATEMENT_TIMEOUT);
  try {
    await client.query(createIndex(table, { ...index, concurrently: true }));
  } catch (error) {
    const { text, values } = invalidIndexesSince(tableId, before);
    const left = (await client.query<TableName>(text, [...values])).rows;
    if (left.length === 0) throw error;
    for (const invalid of left) await client.query(dropInvalidIndex(invalid.schema, invalid.name));
    const reported = apiErrorFromPg(error);
    if (!reported) throw error;
    // In the message, not a hint: the dashboard's toast shows the message alone.
    const message = `${reported.message}. ${INVALID_INDEX_DROPPED}`;
    throw new ApiError(reported.status, message, reported.code, reported.extra);
  }
  const seen = new Set(before);
  return (await idsOf(client, tableId)).find((id) => !seen.has(id))!;
}
