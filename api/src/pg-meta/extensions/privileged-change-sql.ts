import pg from 'pg';
import { ApiError } from '../../http/api-error.js';
import type { PrivilegedLogin } from '../../http/project.js';
import { transactionOn } from '../../db/transaction.js';
import { withPinnedSearchPath } from '../../postgres/pinned-search-path.js';
import { quoteIdent } from '../../sql/quote.js';
import { runMutation, type Mutation } from '../shared/mutation.js';

/** How long reaching the projects server, and each statement on it, may take. */
const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Runs a mutation's steps (`runMutation`: find, refuse protected schemas, change, read back) in
 * one transaction on the project's database as the projects server's role. Its search path is
 * pinned (`pg_catalog, pg_temp`): the session is a superuser's in a database the project's members
 * write into. A server that cannot be reached is answered 503 without its address.
 */
export async function mutateAsPrivilegedRole<Target, Changed, Result = Changed>(
  login: PrivilegedLogin,
  mutation: Mutation<Target, Changed, Result>,
): Promise<Result> {
  // A pool of one, only for the client type the mutation's steps take; ended straight after.
  const pool = new pg.Pool({
    connectionString: withPinnedSearchPath(login.url),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    max: 1,
  });
  // A broken connection fails the statement it was running; the event itself needs no handling.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect().catch(() => {
      throw new ApiError(
        503,
        'The projects database server could not be reached',
        'projects_server_unavailable',
      );
    });
    client.on('error', () => undefined);
    try {
      return await transactionOn(client, (tx) => runMutation(tx, mutation), mutation.opening);
    } finally {
      client.release(true);
    }
  } finally {
    await pool.end().catch(() => undefined);
  }
}

/**
 * What an extension made that the project's role needs a grant on to use: its foreign-data
 * wrappers (the rest of an extension's objects are usable by PUBLIC, or kept from it on purpose,
 * like `pg_stat_statements_reset`, which would reset other projects' statistics too).
 */
export async function handOver(tx: pg.ClientBase, extension: string, role: string): Promise<void> {
  const { rows } = await tx.query<{ wrapper: string }>(
    `SELECT w.fdwname AS wrapper
       FROM pg_foreign_data_wrapper w
       JOIN pg_depend d ON d.classid = 'pg_foreign_data_wrapper'::regclass AND d.objid = w.oid
                       AND d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
       JOIN pg_extension x ON x.oid = d.refobjid
      WHERE x.extname = $1`,
    [extension],
  );
  for (const { wrapper } of rows) {
    await tx.query(
      `GRANT USAGE ON FOREIGN DATA WRAPPER ${quoteIdent(wrapper)} TO ${quoteIdent(role)} WITH GRANT OPTION`,
    );
  }
}

/** Whether `version` of the extension (its default when omitted) needs a superuser to create. */
export async function needsSuperuser(
  db: pg.ClientBase,
  name: string,
  version?: string,
): Promise<boolean> {
  const { rows } = await db.query<{ superuser: boolean; trusted: boolean }>(
    `SELECT v.superuser, v.trusted
       FROM pg_available_extension_versions v
       JOIN pg_available_extensions e ON e.name = v.name
      WHERE v.name = $1 AND v.version = coalesce($2, e.default_version)`,
    [name, version ?? null],
  );
  const row = rows[0];
  return row !== undefined && row.superuser && !row.trusted;
}
