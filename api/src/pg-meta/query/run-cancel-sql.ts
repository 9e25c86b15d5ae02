import { createHash } from 'node:crypto';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/**
 * The `application_name` a member's SQL editor run carries while it runs: a digest of the member
 * and the run id their page chose, so a cancel by run id finds it on whichever API instance it
 * lands (none keeps a table of runs: the API is stateless), matches only that member's own run,
 * and shows nobody's id in `pg_stat_activity`. 11 + 40 characters, under Postgres's 63.
 */
export const runTag = (userId: string, runId: string): string =>
  `atrium-run:${createHash('sha256').update(`${userId}\n${runId}`).digest('hex').slice(0, 40)}`;

/**
 * Cancels the statement of the run tagged `tag` on this database (`pg_cancel_backend`, the Cancel
 * button's signal: the connection stays and goes back to the pool); answers a row per backend
 * found, none when the run is not running (ended, or not this member's).
 */
export function cancelTaggedRun(tag: string): BoundQuery {
  const params = new SqlParams();
  const text = `
  SELECT pid, pg_cancel_backend(pid) AS cancelled
    FROM pg_stat_activity
   WHERE application_name = ${params.add(tag)} AND datname = current_database()
     AND backend_type = 'client backend' AND pid <> pg_backend_pid()`;
  return { text, values: params.values };
}
