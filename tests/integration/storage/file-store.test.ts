import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { FileStore } from '../../../api/src/storage/backends/file-store.js';
import type { ObjectStore } from '../../../api/src/storage/backends/object-store.js';
import { objectStoreContract } from './object-store-contract.js';

/** The default byte store holds the same contract as the S3 store (s3-store.test.ts). */
describe('the file store in a temporary state folder', () => {
  let stateDir: string;
  let store: ObjectStore;
  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'atrium-file-store-'));
    store = new FileStore(stateDir);
  });
  afterAll(async () => {
    await rm(stateDir, { recursive: true, force: true });
  });
  objectStoreContract(() => store);
});
