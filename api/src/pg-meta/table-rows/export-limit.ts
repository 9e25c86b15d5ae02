import type pg from 'pg';
import { badRequest } from '../../http/api-error.js';
import { countRows, countUpTo } from './count.js';
import type { Filter } from './filters.js';
import type { Relation } from './relation-sql.js';

/** The spec's CSV export limit (section 9); a deployment may change it or turn it off with 0. */
export const DEFAULT_CSV_EXPORT_LIMIT = 500_000;

/** The spec's message (section 8), with the deployment's limit in it. */
export const exportLimitMessage = (limit: number) =>
  `Sorry! We're unable to support exporting of CSV for row counts larger than ${limit.toLocaleString('en-US')} at the moment.`;

/**
 * How many rows an export will have (the grid's count: estimated for big tables), refusing with
 * the spec's message when that is over the limit (0: none). An estimate just over the limit is
 * checked by counting at most limit + 1 rows, so a table of exactly the limit is not refused
 * because the planner guessed a few rows high.
 */
export async function exportRowCount(
  db: pg.ClientBase,
  relation: Relation,
  filters: readonly Filter[],
  limit: number,
): Promise<number> {
  const { count, estimated } = await countRows(db, relation, filters);
  if (limit <= 0 || count <= limit) return count;
  const checked = estimated ? await countUpTo(db, relation, filters, limit + 1) : count;
  if (checked > limit) throw badRequest(exportLimitMessage(limit), 'export_too_large');
  return checked;
}
