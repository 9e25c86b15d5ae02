import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** A query running on the project's database, as the SQL editor's "ongoing queries" shows it. */
export interface OngoingQuery {
  pid: number;
  query: string;
  query_start: string | null;
}

/** Active client backends of this database, without the connection asking. */
export function listOngoingQueries(): BoundQuery {
  return {
    text: `
  SELECT pid, query, query_start
    FROM pg_stat_activity
   WHERE datname = current_database() AND state = 'active'
     AND backend_type = 'client backend' AND pid <> pg_backend_pid()
   ORDER BY query_start, pid`,
    values: [],
  };
}

/** Whether `pid` is a client backend of this database. */
export function findBackend(pid: number): BoundQuery {
  const params = new SqlParams();
  const text = `
  SELECT pid FROM pg_stat_activity
   WHERE pid = ${params.add(pid)} AND datname = current_database()
     AND backend_type = 'client backend'`;
  return { text, values: params.values };
}

export function terminateBackend(pid: number): BoundQuery {
  const params = new SqlParams();
  return {
    text: `SELECT pg_terminate_backend(${params.add(pid)}) AS terminated`,
    values: params.values,
  };
}
