import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createApp, type AppDependencies } from '../../../api/src/app.js';
import { createPool } from '../../../api/src/db/pool.js';
import { createLogger } from '../../../api/src/logger.js';
import { migratePlatform } from '../../../api/src/platform/migrate.js';
import type { Principal } from '../../../api/src/platform/principal.js';
import type { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

export interface PlatformDatabase {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A fresh platform database on the shared test cluster, migrated as at start-up, so a file's
 * organizations, members and audit entries meet no other file's. Until the account migration
 * is merged in there is no `users` table: a minimal one (id, email) stands in for it.
 * MERGE NOTE: with the account migration present this stand-in is skipped; `addUser` must then
 * create accounts through the account API instead of inserting.
 */
export async function freshPlatformDatabase(label: string): Promise<PlatformDatabase> {
  const name = uniqueName(`${label}_platform`);
  await directQuery(`CREATE DATABASE ${name}`);
  const pool = createPool(
    sharedClusterUrl(name),
    { statementTimeoutMs: 10_000, max: 4 },
    createLogger('silent'),
  );
  const client = await pool.connect();
  try {
    await migratePlatform(client);
    await client.query(
      `DO $$ BEGIN
         IF to_regclass('users') IS NULL THEN
           CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL UNIQUE);
         END IF;
       END $$`,
    );
  } finally {
    client.release();
  }
  return {
    pool,
    async close() {
      await pool.end();
      await directQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** An account, as the account API would have made it. */
export async function addUser(db: pg.Pool, email: string): Promise<Principal> {
  const userId = randomUUID();
  await db.query('INSERT INTO users (id, email) VALUES ($1, lower($2))', [userId, email]);
  return { userId, email: email.toLowerCase() };
}

export async function addOrganization(db: pg.Pool, slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO organizations (slug, name) VALUES ($1, $2) RETURNING id::text AS id',
    [slug, `Organization ${slug}`],
  );
  return rows[0]!.id;
}

export async function addProject(db: pg.Pool, organizationId: string, ref: string) {
  await db.query(
    `INSERT INTO projects (ref, organization_id, name, connection_string_encrypted)
     VALUES ($1, $2, $3, 'unused')`,
    [ref, organizationId, `Project ${ref}`],
  );
}

export async function addMember(db: pg.Pool, organizationId: string, userId: string, role: string) {
  await db.query(
    'INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)',
    [organizationId, userId, role],
  );
}

/** The test's stand-in for the session middleware: the principal named by two headers. */
const identifyFromHeaders: NonNullable<AppDependencies['identify']> = async (c, next) => {
  const userId = c.req.header('x-test-user-id');
  const email = c.req.header('x-test-email');
  if (userId && email) c.set('principal', { userId, email });
  await next();
};

/** A socket from another machine: the loopback rule grants it nothing, only membership counts. */
const REMOTE = { incoming: { socket: { remoteAddress: '10.0.0.7', remotePort: 40000 } } };

/** The real app on this platform database, called in-process as a signed-in principal. */
export function appAs(db: pg.Pool) {
  const app = createApp({
    platform: db,
    projects: {} as ProjectRegistry,
    log: createLogger('silent'),
    deployment: { plugins: [], hosted: false, flags: {} },
    identify: identifyFromHeaders,
  });
  return async <T = unknown>(
    principal: Principal | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (principal) {
      headers['x-test-user-id'] = principal.userId;
      headers['x-test-email'] = principal.email;
    }
    const response = await app.request(
      `http://127.0.0.1:8000${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      REMOTE,
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}
