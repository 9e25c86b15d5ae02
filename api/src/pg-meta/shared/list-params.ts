import { z } from 'zod';
import { decimalInteger } from './decimal.js';
import { SYSTEM_SCHEMAS } from './system-schemas.js';
import type { SqlParams } from './sql-params.js';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `limit` and `offset` of a paged list: decimal digits only, as ids are. */
export const pagingQuery = z.object({
  limit: decimalInteger(1, 10_000).optional(),
  offset: decimalInteger(0, Number.MAX_SAFE_INTEGER).optional(),
});

/** The query parameters every list endpoint accepts. */
export const listQuery = pagingQuery.extend({
  included_schemas: commaList.optional(),
  excluded_schemas: commaList.optional(),
  include_system_schemas: flag.optional(),
  include_columns: flag.optional(),
});

export type ListParams = z.infer<typeof listQuery>;

/**
 * The schema part of a list query's WHERE clause, as ` AND ...` conditions on `column` (an SQL
 * expression chosen by our code, such as `n.nspname`, never user text). Names are bound parameters.
 */
export function schemaConditions(column: string, list: ListParams, params: SqlParams): string {
  const conditions: string[] = [];
  if (list.included_schemas?.length) {
    conditions.push(`${column} = ANY(${params.add(list.included_schemas)}::text[])`);
  }
  if (list.excluded_schemas?.length) {
    conditions.push(`${column} <> ALL(${params.add(list.excluded_schemas)}::text[])`);
  }
  if (!list.include_system_schemas) {
    conditions.push(`${column} <> ALL(${params.add([...SYSTEM_SCHEMAS])}::text[])`);
  }
  return conditions.map((c) => ` AND ${c}`).join('');
}

/** ` LIMIT $n OFFSET $m` for the list's paging, or nothing. */
export function paging(list: ListParams, params: SqlParams): string {
  return (
    (list.limit !== undefined ? ` LIMIT ${params.add(list.limit)}` : '') +
    (list.offset !== undefined ? ` OFFSET ${params.add(list.offset)}` : '')
  );
}
