import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/src/config.js';
import { openObjectStore } from '../../../api/src/storage/backends/open-object-store.js';
import { createS3Store, type S3StoreTuning } from '../../../api/src/storage/backends/s3-store.js';
import { MIN_PART_SIZE } from '../../../api/src/storage/backends/s3-put.js';
import {
  ObjectStoreUnavailable,
  type ObjectStore,
} from '../../../api/src/storage/backends/object-store.js';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_SECRET_KEY,
  startS3Server,
  type S3TestServer,
} from '../../harness/s3-server.js';
import { waitFor } from '../../harness/wait-for.js';
import {
  failingStream,
  listAll,
  objectStoreContract,
  readAll,
  sha256,
  streamOf,
} from './object-store-contract.js';

let server: S3TestServer;

const openStore = (tuning: S3StoreTuning = {}, keyPrefix = '', endpoint = server.endpoint) =>
  createS3Store(
    {
      endpoint: new URL(endpoint),
      region: 'us-east-1',
      bucket: server.bucket,
      keyPrefix,
      accessKey: S3RVER_ACCESS_KEY,
      secretKey: S3RVER_SECRET_KEY,
      forcePathStyle: true,
    },
    tuning,
  );

/** Parts of S3's smallest size, so a multipart upload needs only a few MB. */
const small: S3StoreTuning = { partSize: MIN_PART_SIZE };

beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.close();
});

describe('the S3 store against a loopback S3 server', () => {
  let store: ObjectStore;
  beforeAll(() => {
    store = openStore();
  });
  objectStoreContract(() => store);
});

describe('the S3 store under a key prefix', () => {
  let store: ObjectStore;
  beforeAll(() => {
    store = openStore({}, 'tenant-a/');
  });
  objectStoreContract(() => store);

  it('keeps every key under the prefix in the bucket, and lists keys without it', async () => {
    const key = `p${randomUUID().slice(0, 8)}/bucket/name/v1`;
    await store.put(key, streamOf(Buffer.from('hello')), { contentType: 'text/plain' });
    const direct = new Client({
      endPoint: '127.0.0.1',
      port: Number(new URL(server.endpoint).port),
      useSSL: false,
      accessKey: S3RVER_ACCESS_KEY,
      secretKey: S3RVER_SECRET_KEY,
      region: 'us-east-1',
    });
    expect((await direct.statObject(server.bucket, `tenant-a/${key}`)).size).toBe(5);
    expect(await listAll(store, key.split('/')[0]!)).toEqual([key]);
  });
});

describe('multipart puts', () => {
  let store: ObjectStore;
  beforeAll(() => {
    store = openStore(small);
  });

  it('sends a body larger than a part in parts and stores it whole', async () => {
    const bytes = randomBytes(2 * MIN_PART_SIZE + 4321);
    const key = `p${randomUUID().slice(0, 8)}/bucket/big/v1`;
    const written = await store.put(key, streamOf(bytes), { contentType: 'video/mp4' });
    expect(written.size).toBe(bytes.length);
    const read = await readAll((await store.get(key)).body);
    // Compared by digest: a deep equality of megabytes takes vitest minutes.
    expect(sha256(read)).toBe(sha256(bytes));
    expect(await server.incompleteUploads()).toEqual([]);
  });

  it('aborts the upload when the body errors after a part was sent', async () => {
    const key = `p${randomUUID().slice(0, 8)}/bucket/broken/v1`;
    const broken = new Error('client went away');
    const body = failingStream(randomBytes(2 * MIN_PART_SIZE + 1), broken);
    await expect(store.put(key, body, { contentType: 'text/plain' })).rejects.toBe(broken);
    expect(await store.head(key)).toBeUndefined();
    expect(await server.incompleteUploads()).toEqual([]);
  });

  it('aborts the upload when the signal aborts between parts', async () => {
    const key = `p${randomUUID().slice(0, 8)}/bucket/aborted/v1`;
    const body = new PassThrough();
    const controller = new AbortController();
    const put = store.put(key, body, { contentType: 'text/plain', signal: controller.signal });
    put.catch(() => undefined);
    body.write(randomBytes(2 * MIN_PART_SIZE + 1));
    await waitFor(async () => (await server.incompleteUploads()).length > 0, 10_000);
    controller.abort();
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
    body.destroy();
    expect(await store.head(key)).toBeUndefined();
    expect(await server.incompleteUploads()).toEqual([]);
  });
});

describe('the store the configuration asks for', () => {
  it('is the S3 store on the ATRIUM_STORAGE_S3_* settings, and the file store otherwise', async () => {
    const root = await mkdtemp(join(tmpdir(), 'atrium-s3-config-'));
    const env = {
      ATRIUM_STORAGE_BACKEND: 's3',
      ATRIUM_STORAGE_S3_ENDPOINT: server.endpoint,
      ATRIUM_STORAGE_S3_BUCKET: server.bucket,
      ATRIUM_STORAGE_S3_ACCESS_KEY: S3RVER_ACCESS_KEY,
      ATRIUM_STORAGE_S3_SECRET_KEY: S3RVER_SECRET_KEY,
      ATRIUM_STORAGE_S3_KEY_PREFIX: 'from-config',
    };
    const fileStore = { kind: 'file' } as ObjectStore;
    const store = openObjectStore(loadConfig(env, root).storage, () => fileStore);
    expect(store.kind).toBe('s3');
    const key = `p${randomUUID().slice(0, 8)}/bucket/configured/v1`;
    await store.put(key, streamOf(Buffer.from('configured')), { contentType: 'text/plain' });
    expect(await openStore({}, 'from-config/').head(key)).toMatchObject({ size: 10 });
    expect(openObjectStore(loadConfig({}, root).storage, () => fileStore)).toBe(fileStore);
    await rm(root, { recursive: true });
  });
});

describe('an unreachable store', () => {
  it('rejects at once with ObjectStoreUnavailable naming the endpoint and not the key', async () => {
    const closedPort = await freePort();
    const endpoint = `http://127.0.0.1:${closedPort}`;
    const store = openStore({}, '', endpoint);
    const key = 'secretproject/bucket/private-name.pdf/v1';
    const started = Date.now();
    const put = store.put(key, streamOf(Buffer.from('x')), { contentType: 'text/plain' });
    await expect(put).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    const error = (await put.catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(`The S3 store at ${endpoint} cannot be reached (ECONNREFUSED)`);
    expect(error.message).not.toContain('private-name');
    await expect(store.head(key)).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    await expect(store.get(key)).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    await expect(store.delete([key])).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    await expect(listAll(store, 'secretproject/')).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    expect(await store.reachable()).toBe(false);
    // Refused is answered by the kernel at once: no retry and no connect timeout waited for.
    expect(Date.now() - started).toBeLessThan(S3_REFUSED_BUDGET_MS);
  });
});

describe('the S3 server stopping mid-put (fault test)', () => {
  it('rejects with ObjectStoreUnavailable, and after a restart nothing is at the key and no upload is left', async () => {
    const store = openStore(small);
    const key = `p${randomUUID().slice(0, 8)}/bucket/interrupted/v1`;
    const body = new PassThrough();
    const put = store.put(key, body, { contentType: 'application/zip' });
    put.catch(() => undefined);
    body.write(randomBytes(2 * MIN_PART_SIZE + 1));
    // The upload has begun and its first part is on its way or stored.
    await waitFor(async () => (await server.incompleteUploads()).length > 0, 10_000);
    await server.stop();
    body.write(randomBytes(MIN_PART_SIZE));
    await expect(put).rejects.toBeInstanceOf(ObjectStoreUnavailable);
    body.destroy();
    await server.restart();
    // The abort the store could not send while the server was down is sent once it is back.
    await waitFor(async () => (await server.incompleteUploads()).length === 0, 20_000);
    expect(await store.head(key)).toBeUndefined();
    expect(await listAll(store, key.split('/')[0]!)).toEqual([]);
  });
});

/**
 * Generous for a loopback refusal (about a millisecond), far under the connect timeout (5 s) a
 * blackholed endpoint would take: this tells "failed fast" from "waited for a timer".
 */
const S3_REFUSED_BUDGET_MS = 3_000;

/** A loopback port nothing listens on: taken, then given back. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
