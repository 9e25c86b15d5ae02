import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createLogger } from '../../../api/src/logger.js';
import { jobProblem } from '../../../api/src/module/job-scheduler.js';
import type { SecretBox } from '../../../api/src/platform/index.js';
import type { ProjectRegistry } from '../../../api/src/projects/index.js';
import { FileStore } from '../../../api/src/storage/backends/file-store.js';
import { storageModule } from '../../../api/src/storage/module.js';
import { objectKey } from '../../../api/src/storage/object-key.js';
import { ORPHAN_AGE_MS, removeOrphanedBytes } from '../../../api/src/storage/orphaned-bytes.js';
import { partKey } from '../../../api/src/storage/s3-multipart/store.js';
import { uniqueName } from '../../harness/database.js';
import { makeStateDir, removeStateDir } from '../../harness/temp-state.js';

/**
 * Bytes stored for an upload whose row never committed (the process died in between): the
 * storage module's hourly job removes them once they are an hour old, against the rows of the
 * shared instance's default project and a file store of the test's own.
 */
describe('the sweep of bytes without a row', () => {
  let stateDir: string;
  let store: FileStore;
  let pool: pg.Pool;
  const bucket = uniqueName('orphans');
  const keptVersion = randomUUID();
  const kept = objectKey('default', bucket, 'folder/kept.txt', keptVersion);
  const orphan = objectKey('default', bucket, 'folder/orphan.txt', randomUUID());
  const part = partKey('default', randomUUID(), 1, randomUUID());

  const put = (key: string) =>
    store.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
  const keys = async () => {
    const found: string[] = [];
    for await (const key of store.list('default/')) found.push(key);
    return found.sort();
  };

  beforeAll(async () => {
    stateDir = await makeStateDir('orphaned-bytes');
    store = new FileStore(stateDir);
    pool = new pg.Pool({ connectionString: inject('projectDbUrl'), max: 1 });
    await pool.query('INSERT INTO storage.buckets (id, name) VALUES ($1, $1)', [bucket]);
    await pool.query('INSERT INTO storage.objects (bucket_id, name, version) VALUES ($1, $2, $3)', [
      bucket,
      'folder/kept.txt',
      keptVersion,
    ]);
    for (const key of [kept, orphan, part]) await put(key);
  });

  afterAll(async () => {
    await pool?.query('DELETE FROM storage.objects WHERE bucket_id = $1', [bucket]);
    await pool?.query('DELETE FROM storage.pending_byte_deletions WHERE bucket_id = $1', [bucket]);
    await pool?.query('DELETE FROM storage.buckets WHERE id = $1', [bucket]);
    await pool?.end();
    await removeStateDir(stateDir);
  });

  const project = () => ({ ref: 'default', pool });

  it('leaves bytes without a row alone while they are younger than an hour', async () => {
    const anHourAgo = new Date(Date.now() - ORPHAN_AGE_MS);
    expect(await removeOrphanedBytes(project(), store, anHourAgo)).toBe(0);
    expect(await keys()).toEqual([kept, orphan, part].sort());
  });

  it('removes older bytes that no row points to, and only those', async () => {
    // Every key counts as old: the sweep asks for bytes stored before a minute from now.
    const later = new Date(Date.now() + 60_000);
    expect(await removeOrphanedBytes(project(), store, later)).toBe(1);
    // The S3 multipart part is its own job's (its upload's rows), and the rowed object stays.
    expect(await keys()).toEqual([kept, part].sort());
  });

  it('is a global job of the module, so one instance runs it per period', () => {
    const module = storageModule({
      platform: { get: () => ({ pool: {} as pg.Pool, secrets: {} as SecretBox }) },
      projects: { get: () => ({}) as ProjectRegistry },
      stateDir: '/nonexistent',
      log: createLogger('silent'),
    });
    const job = module.jobs?.find((declared) => declared.id === 'orphaned-bytes');
    expect(job).toMatchObject({ scope: 'global', periodMs: 3_600_000 });
    expect(jobProblem(job!)).toBeUndefined();
  });
});
