import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectRegistry } from '../projects/index.js';
import { createLogger } from '../logger.js';
import { ABANDONED_WRITE_AGE_MS } from './backends/abandoned-writes.js';
import { FileStore } from './backends/file-store.js';
import { orphanedBytesJob } from './orphaned-bytes-job.js';

/**
 * The hourly orphaned-bytes job also removes the file store's temporary files that a crash cut
 * mid-write (`.incoming-*`), once none could belong to a put still writing. A platform with no
 * active project, so only that part runs; the crash itself is
 * tests/integration/storage/abandoned-writes.test.ts.
 */
describe('the orphaned-bytes job’s sweep of abandoned writes', () => {
  let stateDir: string;
  let folder: string;

  beforeEach(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'abandoned-writes-'));
    folder = path.join(stateDir, 'storage', 'ref', 'bucket', 'a.txt');
    await mkdir(folder, { recursive: true });
  });
  afterEach(() => rm(stateDir, { recursive: true, force: true }));

  it('removes temporary files not written for longer than a live put could pause, and only those', async () => {
    const old = path.join(folder, '.incoming-old');
    const young = path.join(folder, '.incoming-young');
    const object = path.join(folder, 'version');
    for (const file of [old, young, object]) await writeFile(file, 'bytes');
    const longAgo = new Date(Date.now() - ABANDONED_WRITE_AGE_MS - 60_000);
    await utimes(old, longAgo, longAgo);
    await utimes(object, longAgo, longAgo);

    const noProjects = { query: () => Promise.resolve({ rows: [] }) } as unknown as pg.Pool;
    const job = orphanedBytesJob({
      platform: { get: () => ({ pool: noProjects }) },
      projects: { get: () => ({}) as ProjectRegistry },
      store: () => new FileStore(stateDir),
      log: createLogger('silent'),
    });
    await job.run({ signal: new AbortController().signal });

    expect((await readdir(folder)).sort()).toEqual(['.incoming-young', 'version']);
  });
});
