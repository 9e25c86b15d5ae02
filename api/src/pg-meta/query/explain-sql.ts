import type { ExtendedQuery } from '../../db/transaction.js';
import { impersonationPrelude, type Impersonation } from '../../db/run-query.js';
import { ApiError } from '../../http/api-error.js';
import { apiErrorFromPg } from '../../postgres/pg-error.js';
import type { ProjectDb } from '../shared/project-db.js';

/** What an explain asks of Postgres: the plan only, or the plan of a run (`ANALYZE`, `BUFFERS`). */
export interface ExplainOptions {
  readonly analyze: boolean;
}

/** The EXPLAIN put before a member's statement, options fixed here, so the user's text only follows. */
export const explainPrefix = ({ analyze }: ExplainOptions) =>
  analyze ? 'EXPLAIN (FORMAT JSON, ANALYZE, BUFFERS) ' : 'EXPLAIN (FORMAT JSON) ';

/** The statement sent: the prefix, then the member's statement as written. */
export const explainStatement = (statement: string, options: ExplainOptions) =>
  explainPrefix(options) + statement;

/**
 * Postgres's error position in the sent statement, counted in the member's statement instead (both
 * 1-based characters), or undefined when it falls in the prefix, which holds no user text.
 */
export function positionInStatement(position: number, options: ExplainOptions): number | undefined {
  const shifted = position - explainPrefix(options).length;
  return shifted >= 1 ? shifted : undefined;
}

/** EXPLAIN's JSON answer: one object holding `Plan` and, once analyzed, the times. */
export type ExplainPlan = Record<string, unknown>;

/**
 * Runs one EXPLAIN in a transaction that is always rolled back, never committed: EXPLAIN ANALYZE
 * really runs its statement, and whatever it wrote is undone here, whatever the client does. The
 * statement goes through the extended protocol, where Postgres refuses a second statement, so
 * nothing can follow the EXPLAIN and end its transaction. `as` opens it as that role (a Read-only
 * member's read role in a read-only transaction). A client that leaves cancels it (`projectDb`).
 */
export async function explainInRollback(
  db: ProjectDb,
  sql: string,
  as: Impersonation | undefined,
): Promise<ExplainPlan> {
  return db.read(async (client) => {
    await client.query(as ? impersonationPrelude(as) : 'BEGIN');
    try {
      const query: ExtendedQuery = { text: sql, queryMode: 'extended' };
      const { rows } = await client.query<{ 'QUERY PLAN': ExplainPlan[] }>(query);
      return rows[0]!['QUERY PLAN'][0]!;
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

/** Postgres's error with its position counted in the member's statement, not in the EXPLAIN sent. */
export function inMembersStatement(error: unknown, options: ExplainOptions): unknown {
  const known = apiErrorFromPg(error);
  if (known?.extra.position === undefined) return error;
  const { position, ...rest } = known.extra;
  const shifted = positionInStatement(position, options);
  return new ApiError(known.status, known.message, known.code, {
    ...rest,
    ...(shifted !== undefined && { position: shifted }),
  });
}
