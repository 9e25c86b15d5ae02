import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withoutServerPaths } from '../postgres/server-paths.js';
import { bootstrapProjectDatabase, ensureApiRoles } from './bootstrap.js';
import { withPinnedSearchPath } from '../postgres/pinned-search-path.js';
import { connectionLimitSql } from './connection-limits.js';
import { ProvisioningFailure } from './provisioning-failure.js';
import { projectDatabaseName, projectRoleName, projectUrlOn } from './projects-server.js';

/** The schemas whose tables the bootstrap creates (bootstrap.sql); Postgres's own are `pg_*`. */
const BOOTSTRAP_SCHEMAS = ['auth', 'storage', 'realtime', 'extensions'];

/** How long reaching the projects server may take before the project fails to start. */
const CONNECT_TIMEOUT_MS = 10_000;

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

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

/**
 * Creates the project's login role (with a new random password and at most `connectionLimit`
 * connections) and its database, owned by that role, on the projects server, then bootstraps the
 * database as that role. Projects are kept apart by Postgres itself: a project's role is no
 * superuser, and no other project's role may connect to its database (`CONNECT` is revoked from
 * `PUBLIC`). Returns the connection string.
 *
 * CREATE DATABASE cannot run in a transaction, so a crash can leave the role and database behind
 * without the project being active; the next attempt then reuses them, but only when the database
 * is ours: owned by the project's role and holding no table outside the bootstrap's own schemas,
 * which is all a half-finished attempt can have made. Any other database of that name is never
 * touched (the project fails to start instead).
 */
export async function createProjectDatabase(
  serverUrl: string,
  ref: string,
  connectionLimit: number,
): Promise<string> {
  const database = projectDatabaseName(ref);
  const role = projectRoleName(ref);
  const password = randomBytes(24).toString('base64url');
  // The server's `postgres` database is the embedded default project's: its members create objects
  // there, which this superuser session must never pick up by name.
  await withClient(withPinnedSearchPath(serverUrl), async (server) => {
    const [db, quotedRole] = [server.escapeIdentifier(database), server.escapeIdentifier(role)];
    const { rows } = await server.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [database],
    );
    if (rows[0] && rows[0].owner !== role) {
      throw new ProvisioningFailure(
        `A database named ${database} already exists and belongs to another role; it was left untouched`,
      );
    }
    const { rows: roles } = await server.query<{ plain: boolean }>(
      `SELECT NOT (rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls OR rolreplication)
                AS plain
         FROM pg_roles WHERE rolname = $1`,
      [role],
    );
    if (roles[0] && !roles[0].plain) {
      throw new ProvisioningFailure(
        `A role named ${role} already exists with powers Atrium never gives; it was left untouched`,
      );
    }
    // The connection limit keeps one project from taking the server's connections from others.
    const login =
      `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE CONNECTION LIMIT ${connectionLimitSql(connectionLimit)} ` +
      `PASSWORD ${server.escapeLiteral(password)}`;
    await server.query(`${roles[0] ? 'ALTER' : 'CREATE'} ROLE ${quotedRole} ${login}`);
    // The API roles, then the project role's membership in them (to impersonate them), and the
    // server role's in the project role (which a role that is not a superuser needs to give it
    // a database).
    await ensureApiRoles(server);
    await server.query(
      `GRANT anon, authenticated, service_role, atrium_read_only TO ${quotedRole}`,
    );
    await server.query(`GRANT ${quotedRole} TO CURRENT_USER`);
    if (!rows[0]) await server.query(`CREATE DATABASE ${db} OWNER ${quotedRole}`);
    // Repeated on a reused database: an attempt may have died between the two statements.
    await server.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${db} FROM PUBLIC`);
  });
  const url = projectUrlOn(serverUrl, { database, user: role, password });
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
      // Postgres's own words about the bootstrap's SQL name no server, role or password; the
      // paths of a missing extension's files go.
      if (!isSqlState(error.code)) throw error;
      const words = withoutServerPaths(error.message ?? '');
      throw new ProvisioningFailure(`Bootstrapping the project database failed: ${words}`);
    });
  });
  return url;
}

/**
 * Drops a project's database, closing every connection to it first (`WITH (FORCE)`): other API
 * instances' pools included, then its role. Missing is fine, so a deletion that failed half-way
 * can be retried.
 */
export async function dropProjectDatabase(serverUrl: string, ref: string): Promise<void> {
  await withClient(withPinnedSearchPath(serverUrl), async (server) => {
    const db = server.escapeIdentifier(projectDatabaseName(ref));
    await server.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await server.query(`DROP ROLE IF EXISTS ${server.escapeIdentifier(projectRoleName(ref))}`);
  });
}
