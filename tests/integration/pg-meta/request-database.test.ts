import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { waitFor } from '../../harness/wait-for.js';

/**
 * The database handle routes get (api/src/pg-meta/shared/project-db.ts), seen from outside: on
 * an instance whose project pool has ONE connection, a change that looked its object up on the
 * pool instead of its own transaction would wait for a second connection that never comes free
 * (503 pool_exhausted after 5 s); and a read whose client went away must stop on the server.
 */
let instance: SharedClusterInstance;
const base = () => `/platform/pg-meta/default`;
const call = <T>(method: string, path: string, body?: unknown) =>
  api<T>(method, `${base()}${path}`, body, instance.atrium.url);

beforeAll(async () => {
  instance = await startOnSharedCluster('handle', {
    ATRIUM_DB_POOL_SIZE: '1',
    ATRIUM_STATEMENT_TIMEOUT_MS: '20000',
  });
});
afterAll(() => instance?.close());

async function newTable(definition: string): Promise<{ name: string; id: number }> {
  const name = uniqueName('handle');
  await directQuery(`CREATE TABLE public."${name}" (${definition})`, [], instance.memberDbUrl);
  const [row] = await directQuery<{ id: number }>(
    `SELECT $1::regclass::oid::int AS id`,
    [`public."${name}"`],
    instance.memberDbUrl,
  );
  return { name, id: row!.id };
}

describe('a change finds its object on its own transaction', () => {
  it('creates an index with one pooled connection', async () => {
    const table = await newTable('id int8, note text');
    const created = await call('POST', '/indexes', { table_id: table.id, columns: ['note'] });
    expect(created.status).toBe(201);
  });

  it('adds a foreign key with one pooled connection', async () => {
    const target = await newTable('id int8 PRIMARY KEY');
    const source = await newTable('id int8, target_id int8');
    const created = await call('POST', '/foreign-keys', {
      source_id: source.id,
      source_columns: ['target_id'],
      target_id: target.id,
      target_columns: ['id'],
    });
    expect(created.status).toBe(201);
  });

  it('grants on a table and on a column with one pooled connection', async () => {
    const table = await newTable('id int8, secret text');
    const onTable = await call('POST', '/table-privileges', [
      { relation_id: table.id, grantee: 'anon', privilege_type: 'SELECT' },
    ]);
    expect(onTable.status).toBe(200);
    const onColumn = await call('POST', '/column-privileges', [
      { column_id: `${table.id}.2`, grantee: 'anon', privilege_type: 'UPDATE' },
    ]);
    expect(onColumn.status).toBe(200);
  });
});

describe('a read refused with 404', () => {
  it('gives its connection back to the pool rather than destroying it', async () => {
    const backend = async () =>
      (await call<{ pid: number }[]>('POST', '/query', { query: 'SELECT pg_backend_pid() AS pid' }))
        .body[0]!.pid;
    const before = await backend();
    expect((await call('GET', '/tables/999999999')).status).toBe(404);
    expect(await backend()).toBe(before);
  });
});

/** Backends of the project database waiting for a lock on `tableId`. */
const waitingOn = (tableId: number) =>
  directQuery(
    `SELECT pid FROM pg_locks WHERE relation = $1 AND NOT granted`,
    [tableId],
    instance.projectDbUrl,
  );

describe('a read whose client goes away', () => {
  it('is cancelled on the server, not left waiting', async () => {
    const table = await newTable('id int8');
    // GET /tables/{id} reads the table's size, which waits while another session locks it.
    const locker = new pg.Client({ connectionString: instance.memberDbUrl });
    await locker.connect();
    try {
      await locker.query(`BEGIN; LOCK TABLE public."${table.name}" IN ACCESS EXCLUSIVE MODE`);
      const client = new AbortController();
      const request = fetch(`${instance.atrium.url}${base()}/tables/${table.id}`, {
        headers: instance.auth,
        signal: client.signal,
      }).catch(() => 'aborted');
      await waitFor(async () => (await waitingOn(table.id)).length === 1, 5_000);

      client.abort();
      expect(await request).toBe('aborted');
      // The lock is still held: only a cancel ends the wait.
      await waitFor(async () => (await waitingOn(table.id)).length === 0, 2_000);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
