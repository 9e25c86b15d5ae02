import { randomBytes, randomUUID } from 'node:crypto';
import { TEST_PASSWORD_COST } from '../../harness/password-cost.js';
import type pg from 'pg';
import { createApp } from '../../../api/src/app.js';
import { authContextFor } from '../../../api/src/auth/auth-context.js';
import { sessionResponse } from '../../../api/src/auth/session-response.js';
import { openSession } from '../../../api/src/auth/sessions/store.js';
import { createPool } from '../../../api/src/db/pool.js';
import { createLogger } from '../../../api/src/logger.js';
import type { Principal } from '../../../api/src/http/principal.js';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import { createUser } from '../../../api/src/platform/users/store.js';
import type { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { dropDatabase } from '../../harness/database.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

export interface PlatformDatabase {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A fresh platform database on the shared test cluster, migrated as at start-up (accounts
 * included; cloned from the run's migrated template), so a file's accounts, organizations, members and audit entries meet no other file's.
 */
export async function freshPlatformDatabase(label: string): Promise<PlatformDatabase> {
  const name = await clonePlatformDatabase(label);
  const pool = createPool(
    sharedClusterUrl(name),
    { statementTimeoutMs: 10_000, max: 4 },
    createLogger('silent'),
  );
  return {
    pool,
    async close() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}

/** An account, made by the account code (its password hashed as at sign-up). */
export async function addUser(db: pg.Pool, email: string): Promise<Principal> {
  const user = await createUser(db, email, `pw-${randomUUID()}`, TEST_PASSWORD_COST);
  return { userId: user.id, email: user.email };
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

/** A socket from another machine: where a request comes from grants nothing, only membership. */
const REMOTE = { incoming: { socket: { remoteAddress: '10.0.0.7', remotePort: 40000 } } };

/**
 * The real app on this platform database, called in-process as a signed-in principal: each
 * principal signs in once (a real session and access token, as `/auth/v1/token` answers them).
 * `secrets` is the app's secret key, for a test that opens what the app sealed.
 */
export function appAs(
  db: pg.Pool,
  secrets = SecretBox.fromSecret(randomBytes(32).toString('base64url')),
) {
  const app = createApp({
    platform: db,
    projects: {} as ProjectRegistry,
    log: createLogger('silent'),
    deployment: { plugins: [], hosted: false, flags: {} },
    secrets,
  });
  const auth = authContextFor({ platform: db, secrets });
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (principal: Principal) => {
    let token = tokens.get(principal.userId);
    if (!token) {
      token = openSession(db, principal.userId).then(
        async ({ sessionId, refreshToken }) =>
          (await sessionResponse(auth, principal.userId, sessionId, refreshToken)).access_token,
      );
      tokens.set(principal.userId, token);
    }
    return token;
  };
  return async <T = unknown>(
    principal: Principal | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (principal) headers.authorization = `Bearer ${await tokenOf(principal)}`;
    const response = await app.request(
      `http://127.0.0.1:8000${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      REMOTE,
    );
    const text = await response.text();
    // JSON parsed; anything else (a CSV export) as its text.
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      body: (text ? (json ? JSON.parse(text) : text) : undefined) as T,
    };
  };
}
