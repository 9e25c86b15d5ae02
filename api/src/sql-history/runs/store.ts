import type { Queryable } from '../../db/queryable.js';

/** How many runs are kept per user and project: older ones are removed as new ones come. */
export const KEPT_RUNS = 500;

/** How a run of the SQL editor ended. */
export type RunStatus = 'ok' | 'error' | 'cancelled';

/** One run to record: whose, where, what, and how it went. */
export interface NewRun {
  readonly projectRef: string;
  readonly userId: string;
  readonly sql: string;
  /** When it started, its `ran_at`: runs are recorded as they end, not in the order they ran. */
  readonly startedAt: Date;
  readonly durationMs: number;
  readonly status: RunStatus;
  readonly error: string | null;
  readonly rowCount: number | null;
}

/** One run as the history answers it. */
export interface HistoryRun {
  readonly id: string;
  readonly sql: string;
  readonly ran_at: string;
  readonly duration_ms: number;
  readonly status: RunStatus;
  readonly error: string | null;
  readonly row_count: number | null;
}

/**
 * Records a run and removes the user's runs in the project older than the newest `KEPT_RUNS`,
 * in one statement: the new row is not seen by the trim's own snapshot, so it keeps 499 older
 * ones beside it. Two runs recorded at the same instant may leave one row over until the next.
 */
export async function recordRun(platform: Queryable, run: NewRun): Promise<void> {
  await platform.query(
    `WITH project AS (SELECT id FROM public.projects WHERE ref = $1),
     added AS (
       INSERT INTO module_sql_history.runs
         (project_id, user_id, sql, duration_ms, status, error, row_count, ran_at)
       SELECT project.id, $2, $3, $4, $5, $6, $7, $9 FROM project
       RETURNING id
     )
     DELETE FROM module_sql_history.runs r
      USING project
      WHERE r.project_id = project.id AND r.user_id = $2
        AND r.id < (SELECT o.id FROM module_sql_history.runs o
                     WHERE o.project_id = project.id AND o.user_id = $2
                     ORDER BY o.id DESC OFFSET $8 LIMIT 1)`,
    [
      run.projectRef,
      run.userId,
      run.sql,
      Math.max(0, Math.round(run.durationMs)),
      run.status,
      run.error,
      run.rowCount,
      KEPT_RUNS - 2,
      run.startedAt,
    ],
  );
}

/** Which of a user's runs to list: those whose text holds `search`, newest first, a page. */
export interface RunQuery {
  readonly projectRef: string;
  readonly userId: string;
  readonly search?: string;
  readonly limit: number;
  readonly offset: number;
}

/** `search` as a LIKE pattern matching itself anywhere: its `%`, `_` and `\` stand for themselves. */
export const containsPattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A page of the user's runs in the project, and whether more follow it. */
export async function listRuns(
  platform: Queryable,
  query: RunQuery,
): Promise<{ runs: HistoryRun[]; has_more: boolean }> {
  const { rows } = await platform.query<HistoryRun>(
    `SELECT r.id::text AS id, r.sql, r.ran_at, r.duration_ms, r.status, r.error,
            r.row_count::float8 AS row_count
       FROM module_sql_history.runs r JOIN public.projects p ON p.id = r.project_id
      WHERE p.ref = $1 AND r.user_id = $2 AND ($3::text IS NULL OR r.sql ILIKE $3)
      ORDER BY r.ran_at DESC, r.id DESC
      LIMIT $4 OFFSET $5`,
    [
      query.projectRef,
      query.userId,
      query.search ? containsPattern(query.search) : null,
      query.limit + 1,
      query.offset,
    ],
  );
  return { runs: rows.slice(0, query.limit), has_more: rows.length > query.limit };
}

/** Removes the given runs of the user in the project (others' ids are ignored); answers how many. */
export async function deleteRuns(
  platform: Queryable,
  owner: { readonly projectRef: string; readonly userId: string },
  ids: readonly string[],
): Promise<number> {
  const { rowCount } = await platform.query(
    `DELETE FROM module_sql_history.runs r
      USING public.projects p
      WHERE p.id = r.project_id AND p.ref = $1 AND r.user_id = $2 AND r.id = ANY($3::bigint[])`,
    [owner.projectRef, owner.userId, ids],
  );
  return rowCount ?? 0;
}
