import pg from 'pg';
import { bootstrapProjectDatabase } from './bootstrap.js';
import { ProvisioningFailure } from './provisioning-failure.js';
import { databaseUrlOn } from './projects-server.js';

/** The schemas whose tables the bootstrap creates (bootstrap.sql); Postgres's own are `pg_*`. */
const BOOTSTRAP_SCHEMAS = ['auth', 'storage', 'realtime', 'extensions'];

/** How long reaching the projects server may take before the project fails to start. */
const CONNECT_TIMEOUT_MS = 10_000;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
  } catch (error) {
    // A refusal by Postgres itself has a SQLSTATE (wrong password, unknown role); anything else
    // is the network: refused, unknown host, timed out.
    if (isSqlState((error as { code?: unknown }).code)) throw error;
    throw new ProvisioningFailure('The projects database server could not be reached');
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * Creates the project database on the projects server and bootstraps it. CREATE DATABASE cannot
 * run in a transaction, so a crash can leave the database without the project being active; the
 * next attempt then reuses it, but only when it is ours: owned by the configured role and holding
 * no table outside the bootstrap's own schemas, which is what a half-finished attempt leaves. Any
 * other database of that name is never touched (the project fails to start instead).
 */
export async function createProjectDatabase(serverUrl: string, database: string): Promise<string> {
  await withClient(serverUrl, async (server) => {
    const { rows } = await server.query<{ ours: boolean }>(
      'SELECT datdba = (SELECT oid FROM pg_roles WHERE rolname = current_user) AS ours FROM pg_database WHERE datname = $1',
      [database],
    );
    if (!rows[0]) {
      await server.query(`CREATE DATABASE ${server.escapeIdentifier(database)}`);
    } else if (!rows[0].ours) {
      throw new ProvisioningFailure(
        `A database named ${database} already exists and belongs to another role; it was left untouched`,
      );
    }
    // Only its owner (and superusers) may connect: not the server's other roles. Repeated on a
    // reused database, since an attempt may have died between the two statements.
    await server.query(
      `REVOKE CONNECT, TEMPORARY ON DATABASE ${server.escapeIdentifier(database)} FROM PUBLIC`,
    );
  });
  const url = databaseUrlOn(serverUrl, database);
  await withClient(url, async (project) => {
    const { rows } = await project.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
          AND n.nspname <> ALL ($1::text[])
          AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`,
      [BOOTSTRAP_SCHEMAS],
    );
    if (rows[0]!.tables > 0) {
      throw new ProvisioningFailure(
        `A database named ${database} already exists and holds tables Atrium did not create; it was left untouched`,
      );
    }
    await bootstrapProjectDatabase(project).catch((error: { code?: unknown; message?: string }) => {
      // Postgres's own words about the bootstrap's SQL name no server, role or password.
      if (!isSqlState(error.code)) throw error;
      throw new ProvisioningFailure(`Bootstrapping the project database failed: ${error.message}`);
    });
  });
  return url;
}

/**
 * Drops a project database, closing every connection to it first (`WITH (FORCE)`): other API
 * instances' pools included. Missing is fine, so a deletion that failed half-way can be retried.
 */
export async function dropProjectDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (server) => {
    await server.query(`DROP DATABASE IF EXISTS ${server.escapeIdentifier(database)} WITH (FORCE)`);
  });
}
