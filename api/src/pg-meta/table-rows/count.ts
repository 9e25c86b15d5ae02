import type pg from 'pg';
import type { Filter } from './filters.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import type { Relation } from './relation-sql.js';
import { countProjection, selectStatement } from './select-sql.js';

/** At or above this many estimated rows, counts are estimates unless an exact one is asked for. */
export const EXACT_COUNT_LIMIT = 50_000;

export interface RowCount {
  readonly count: number;
  readonly estimated: boolean;
}

/**
 * The planner's row estimate for the grid's query. Planning only: nothing is scanned. Without
 * filters the planner reads the catalogue (`reltuples` scaled to the table's current size, summed
 * over partitions); with filters it applies the column statistics.
 */
export function estimateQuery(relation: Relation, filters: readonly Filter[]): BoundQuery {
  const params = new SqlParams();
  const select = selectStatement(relation, '1', { filters }, params);
  return { text: `EXPLAIN (FORMAT JSON) ${select}`, values: params.values };
}

export function exactCountQuery(relation: Relation, filters: readonly Filter[]): BoundQuery {
  const params = new SqlParams();
  const select = selectStatement(relation, `${countProjection} AS count`, { filters }, params);
  return { text: select, values: params.values };
}

/** The top plan node's row estimate from `EXPLAIN (FORMAT JSON)`. */
export function planRows(plan: unknown): number {
  const rows = (plan as Array<{ Plan?: { 'Plan Rows'?: number } }>)[0]?.Plan?.['Plan Rows'];
  if (typeof rows !== 'number') throw new Error('EXPLAIN returned no row estimate');
  return rows;
}

/**
 * Counts the rows the grid's filters select: exactly when asked or when the planner expects fewer
 * than `EXACT_COUNT_LIMIT`, otherwise the estimate, marked as such, so a big table is never
 * scanned by default.
 */
export async function countRows(
  db: pg.ClientBase,
  relation: Relation,
  filters: readonly Filter[],
  exact = false,
): Promise<RowCount> {
  if (!exact) {
    const estimate = estimateQuery(relation, filters);
    const plan = (await db.query<{ 'QUERY PLAN': unknown }>(estimate.text, [...estimate.values]))
      .rows[0]?.['QUERY PLAN'];
    const estimated = planRows(plan);
    if (estimated >= EXACT_COUNT_LIMIT) return { count: estimated, estimated: true };
  }
  const { text, values } = exactCountQuery(relation, filters);
  const count = (await db.query<{ count: string }>(text, [...values])).rows[0]!.count;
  return { count: Number(count), estimated: false };
}

/**
 * Counts the matching rows, but stops at `max`: an exact answer below it, `max` at or above it,
 * after scanning at most `max` rows. Decides the export limit without counting a huge table.
 */
export async function countUpTo(
  db: pg.ClientBase,
  relation: Relation,
  filters: readonly Filter[],
  max: number,
): Promise<number> {
  const params = new SqlParams();
  const select = selectStatement(relation, '1', { filters, limit: max }, params);
  const text = `SELECT count(*) AS count FROM (${select}) AS capped`;
  return Number((await db.query<{ count: string }>(text, params.values)).rows[0]!.count);
}
