import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../api/src/index.js';
import { createPool } from '../../api/src/db/pool.js';
import { createAuditLogPool } from '../../api/src/platform/audit-log-pool.js';
import { api, query } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { waitFor } from '../harness/wait-for.js';

interface ErrorBody {
  error: { message: string; code: string };
}

/**
 * An instance whose project pool has ONE connection, so every request reuses the connection the
 * previous one had: whatever a request leaves on its session, the next one would see.
 */
let instance: SharedClusterInstance;
const sql = <T = Record<string, unknown>>(text: string) => query<T>(text, {}, instance.atrium.url);

beforeAll(async () => {
  instance = await startOnSharedCluster('pool', {
    ATRIUM_DB_POOL_SIZE: '1',
    ATRIUM_STATEMENT_TIMEOUT_MS: '20000',
  });
});
afterAll(() => instance?.close());

describe('a pooled connection goes back clean', () => {
  it('forgets SET ROLE, settings and search_path', async () => {
    const before = (await sql('SELECT current_user AS role')).body[0]!.role;
    // A timeout the request's own statements cannot reach: one of 1 ms cancelled the SELECT after
    // it, on a loaded machine, with 504. A leaked value still shows in `after`.
    const dirty = await sql(
      `SET ROLE anon; SET statement_timeout = '7min'; SET default_transaction_read_only = on;
       SET search_path = pg_catalog; SELECT 1 AS ok`,
    );
    expect(dirty.status).toBe(200);
    const after = await sql(
      `SELECT current_user AS role, current_setting('statement_timeout') AS timeout,
              current_setting('default_transaction_read_only') AS read_only,
              current_setting('search_path') AS search_path`,
    );
    expect(after.body).toEqual([
      { role: before, timeout: '20s', read_only: 'off', search_path: '"$user", public' },
    ]);
  });

  it('releases advisory locks, prepared statements and temporary tables', async () => {
    const temp = uniqueName('leak');
    const dirty = await sql(
      `SELECT pg_advisory_lock(4242); PREPARE leaked_statement AS SELECT 1;
       CREATE TEMP TABLE ${temp} (id int); SELECT 1 AS ok`,
    );
    expect(dirty.status).toBe(200);
    const after = await sql(
      `SELECT (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory'
                 AND pid = pg_backend_pid()) AS locks,
              (SELECT count(*)::int FROM pg_prepared_statements) AS prepared,
              (SELECT count(*)::int FROM pg_class WHERE relname = '${temp}') AS temp_tables`,
    );
    expect(after.body).toEqual([{ locks: 0, prepared: 0, temp_tables: 0 }]);
    // Another session can take the lock: nobody holds it any more.
    const [free] = await directQuery<{ got: boolean }>(
      'SELECT pg_try_advisory_lock(4242) AS got',
      [],
      instance.projectDbUrl,
    );
    expect(free!.got).toBe(true);
  });

  it('rolls back a transaction left open or failed', async () => {
    expect((await sql('BEGIN; SELECT 1 AS ok')).status).toBe(200);
    expect((await sql('BEGIN; SELECT 1/0')).status).toBe(400);
    const after = await sql<{ in_tx: boolean }>(
      `SELECT now() = statement_timestamp() AS in_tx`, // equal only outside a transaction block
    );
    expect(after.body).toEqual([{ in_tx: true }]);
  });
});

/** `pg_stat_activity` rows of the project database still running a statement with `marker`. */
const running = (marker: string) =>
  directQuery(
    `SELECT pid FROM pg_stat_activity
      WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
    [`%${marker}%`],
    instance.projectDbUrl,
  );

describe('an abandoned request', () => {
  it('has its statement cancelled when its client goes away, freeing the connection', async () => {
    const marker = uniqueName('abandoned');
    const clients = [1, 2, 3].map(() => new AbortController());
    const requests = clients.map((client) =>
      fetch(`${instance.atrium.url}/platform/pg-meta/default/query`, {
        method: 'POST',
        headers: { ...instance.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: `SELECT pg_sleep(30) AS ${marker}` }),
        signal: client.signal,
      }).catch(() => 'aborted'),
    );
    await waitFor(async () => (await running(marker)).length === 1, 5_000);

    for (const client of clients) client.abort();
    expect(await Promise.all(requests)).toEqual(['aborted', 'aborted', 'aborted']);
    // Cancelled, not left to run for 30 s (or the 20 s statement timeout)...
    expect(await waitFor(async () => (await running(marker)).length === 0, 2_000)).toBeLessThan(
      1_500,
    );
    // ...and the only connection serves the next request at once; the queued two never ran.
    const started = Date.now();
    expect((await sql('SELECT 1 AS ok')).body).toEqual([{ ok: 1 }]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('when every connection is busy', () => {
  it('answers 503 pool_exhausted with Retry-After, not 500', async () => {
    const marker = uniqueName('busy');
    const holder = sql(`SELECT pg_sleep(6.5) AS ${marker}`);
    await waitFor(async () => (await running(marker)).length === 1, 5_000);

    const response = await fetch(`${instance.atrium.url}/platform/pg-meta/default/query`, {
      method: 'POST',
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'SELECT 1' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('pool_exhausted');
    expect(body.error.message).toMatch(/connections are busy.*try again/i);

    expect((await holder).status).toBe(200);
    expect((await api('GET', '/health', undefined, instance.atrium.url)).status).toBe(200);
  }, 20_000);
});

describe('the audit log’s pool', () => {
  it('commits without waiting for the disk and keeps its one prepared statement', async () => {
    const pool = createAuditLogPool(inject('projectDbUrl'), createLogger('silent'));
    const strict = createPool(
      inject('projectDbUrl'),
      { statementTimeoutMs: 5000, max: 1 },
      createLogger('silent'),
    );
    const client = await pool.connect();
    try {
      const setting = async (db: Pick<pg.Pool, 'query'>) =>
        (await db.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!
          .synchronous_commit;
      expect(await setting(client)).toBe('off');
      expect(await setting(strict)).toBe('on');
      const prepared = { name: 'audit-shape', text: 'SELECT $1::int AS n', values: [1] };
      await client.query(prepared);
      await client.query(prepared);
      const kept = await client.query(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'audit-shape'`,
      );
      expect(kept.rows[0].n).toBe(1);
    } finally {
      client.release();
      await pool.end();
      await strict.end();
    }
  });
});
