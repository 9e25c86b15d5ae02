import type { BoundQuery } from '../shared/sql-params.js';

/** A foreign data wrapper as the catalogue has it; options as `key=value` strings. */
export interface ForeignDataWrapper {
  id: number;
  name: string;
  handler: string | null;
  validator: string | null;
  options: string[];
}

/** A foreign server as the catalogue has it; options as `key=value` strings. */
export interface ForeignServer {
  id: number;
  name: string;
  wrapper: string;
  options: string[];
}

export function listForeignDataWrappers(): BoundQuery {
  return {
    text: `
  SELECT w.oid AS id, w.fdwname AS name,
         nullif(w.fdwhandler, 0)::regproc::text AS handler,
         nullif(w.fdwvalidator, 0)::regproc::text AS validator,
         coalesce(w.fdwoptions, '{}') AS options
    FROM pg_foreign_data_wrapper w
   ORDER BY w.fdwname`,
    values: [],
  };
}

export function listForeignServers(): BoundQuery {
  return {
    text: `
  SELECT s.oid AS id, s.srvname AS name, w.fdwname AS wrapper,
         coalesce(s.srvoptions, '{}') AS options
    FROM pg_foreign_server s
    JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw
   ORDER BY s.srvname`,
    values: [],
  };
}
