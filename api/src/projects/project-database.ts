import pg from 'pg';
import { bootstrapProjectDatabase } from './bootstrap.js';
import { ProvisioningFailure } from './provisioning-failure.js';
import { databaseUrlOn } from './projects-server.js';

/** The schemas whose tables the bootstrap creates (bootstrap.sql); Postgres's own are `pg_*`. */
const BOOTSTRAP_SCHEMAS = ['auth', 'storage', 'realtime', 'extensions'];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

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
    await bootstrapProjectDatabase(project);
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
