import { quoteIdent } from '../../sql/quote.js';
import type { Filter } from './filters.js';
import { truncatedJsonValue, truncatedPositions, jsonValue } from './json-value.js';
import type { Placeholders } from './placeholders.js';
import { qualifiedName, type Relation } from './relation-sql.js';
import { orderByClause, type Sort } from './sorts.js';
import { keysetCondition, keysetOrder, type Keyset } from './keyset.js';
import { whereClause } from './where.js';

export interface RowSelection {
  readonly filters: readonly Filter[];
  readonly sorts?: readonly Sort[];
  readonly limit?: number;
  readonly offset?: number;
  /** Instead of an offset: the rows after or before a key, in the key's order. */
  readonly keyset?: Keyset;
}

/**
 * THE row query: the grid's page, the count, the CSV export and delete-by-filters all build their
 * SQL here, so what the grid shows, what is counted, exported and deleted always agree.
 * `projection` is what to select; limit and offset are bound too.
 */
export function selectStatement(
  relation: Relation,
  projection: string,
  selection: RowSelection,
  params: Placeholders,
): string {
  let where = whereClause(relation, selection.filters, params);
  let order = selection.sorts ? orderByClause(relation, selection.sorts) : '';
  if (selection.keyset) {
    const seek = keysetCondition(relation, selection.keyset, params);
    where = where ? `${where} AND ${seek}` : ` WHERE ${seek}`;
    order = keysetOrder(relation, selection.keyset);
  }
  const limit = selection.limit !== undefined ? ` LIMIT ${params.add(selection.limit)}` : '';
  const offset = selection.offset ? ` OFFSET ${params.add(selection.offset)}` : '';
  return `SELECT ${projection} FROM ${qualifiedName(relation)}${where}${order}${limit}${offset}`;
}

/**
 * The grid's page. The page's rows are chosen first, by primary key alone (an index-only scan
 * when the order is the key's), and only those 100 or so rows are turned into JSON: Postgres
 * computes a query's select list for every row it skips with OFFSET too, which on a deep page
 * would mean millions of to_jsonb calls for nothing. Without a key the page is chosen as whole
 * rows in a subquery, whose order the outer query keeps (it only projects).
 */
export function gridPageStatement(
  relation: Relation,
  selection: RowSelection,
  params: Placeholders,
): string {
  const projection = gridProjection(relation);
  if (relation.primaryKey.length === 0) {
    return `SELECT ${projection} FROM (${selectStatement(relation, '*', selection, params)}) AS page`;
  }
  const key = relation.primaryKey.map(quoteIdent).join(', ');
  const keys = selectStatement(relation, key, selection, params);
  return (
    `SELECT ${projection} FROM ${qualifiedName(relation)} WHERE (${key}) IN (${keys})` +
    orderByClause(relation, selection.sorts ?? [])
  );
}

/**
 * The grid's projection: every column as typed jsonb, cut past the cell limit, then the positions
 * of the cut columns. Read with `rowMode: 'array'`, so no column name can collide with the extra
 * one.
 */
export function gridProjection(relation: Relation): string {
  return [...relation.columns.map(truncatedJsonValue), truncatedPositions(relation.columns)].join(
    ', ',
  );
}

/** Every column as typed jsonb, whole (a row returned by an insert or update). */
export function fullProjection(relation: Relation): string {
  return relation.columns.map(jsonValue).join(', ');
}

/** The CSV export's query: every column as Postgres prints it, exactly what psql's \copy gives. */
export const exportProjection = '*';

/** The count's query: no order, no page. */
export const countProjection = 'count(*)';
