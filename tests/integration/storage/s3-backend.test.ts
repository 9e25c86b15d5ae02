import { randomBytes } from 'node:crypto';
import { StorageClient } from '@supabase/storage-js';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_SECRET_KEY,
  startS3Server,
  type S3TestServer,
} from '../../harness/s3-server.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { waitFor } from '../../harness/wait-for.js';

const SECRET_KEY = 's3-backend-test-secret-key';
const KEY_PREFIX = 'atrium';
const MB = 1024 * 1024;

/**
 * The storage service on the S3 backend (`ATRIUM_STORAGE_BACKEND=s3`, read at start) against the
 * loopback S3 server: storage-js through the API, the bytes found in the S3 server under the
 * project's prefix, and the server stopped mid-upload.
 */
describe('the storage API on the S3 backend', () => {
  let s3: S3TestServer;
  let instance: SharedClusterInstance;
  let serviceKey: string;
  let service: StorageClient;
  let direct: Client;

  /** Every key the S3 server holds under `prefix`, read without the API. */
  const keysInS3 = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    for await (const item of direct.listObjectsV2(s3.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    return keys.sort();
  };
  const projectQuery = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    directQuery<T>(sql, params, sharedClusterUrl(instance.projectDb));

  beforeAll(async () => {
    s3 = await startS3Server();
    instance = await startOnSharedCluster('s3_backend', {
      ATRIUM_SECRET_KEY: SECRET_KEY,
      ATRIUM_STORAGE_BACKEND: 's3',
      ATRIUM_STORAGE_S3_ENDPOINT: s3.endpoint,
      ATRIUM_STORAGE_S3_BUCKET: s3.bucket,
      ATRIUM_STORAGE_S3_ACCESS_KEY: S3RVER_ACCESS_KEY,
      ATRIUM_STORAGE_S3_SECRET_KEY: S3RVER_SECRET_KEY,
      ATRIUM_STORAGE_S3_KEY_PREFIX: KEY_PREFIX,
    });
    const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    serviceKey = await signProjectKey(secret, 'default', 'service_role');
    service = new StorageClient(`${instance.atrium.url}/storage/v1`, {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
    });
    direct = new Client({
      endPoint: '127.0.0.1',
      port: Number(new URL(s3.endpoint).port),
      useSSL: false,
      accessKey: S3RVER_ACCESS_KEY,
      secretKey: S3RVER_SECRET_KEY,
      region: 'us-east-1',
    });
  });

  afterAll(async () => {
    await instance?.close();
    await s3?.close();
  });

  it('uploads, downloads, lists and removes through storage-js, the bytes in the S3 server', async () => {
    const bucket = uniqueName('s3files');
    expect((await service.createBucket(bucket)).error).toBeNull();
    const uploaded = await service
      .from(bucket)
      .upload('docs/hello.txt', new Blob(['hello from s3'], { type: 'text/plain' }));
    expect(uploaded.error).toBeNull();

    // The project's bytes are under its own prefix: `{key prefix}/{ref}/{bucket}/{name}/{version}`.
    const stored = await keysInS3(`${KEY_PREFIX}/default/${bucket}/`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(
      new RegExp(`^${KEY_PREFIX}/default/${bucket}/docs/hello\\.txt/[0-9a-f-]{36}$`),
    );
    const inS3 = await direct.getObject(s3.bucket, stored[0]!);
    let text = '';
    for await (const chunk of inS3) text += String(chunk);
    expect(text).toBe('hello from s3');

    const downloaded = await service.from(bucket).download('docs/hello.txt');
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('hello from s3');
    const listed = await service.from(bucket).list('docs');
    expect(listed.data?.map((entry) => [entry.name, entry.metadata?.size])).toEqual([
      ['hello.txt', 13],
    ]);

    expect((await service.from(bucket).remove(['docs/hello.txt'])).error).toBeNull();
    expect(await keysInS3(`${KEY_PREFIX}/default/${bucket}/`)).toEqual([]);
    expect((await service.from(bucket).list('docs')).data).toEqual([]);
  });

  it('answers 503 in storage-api’s shape when the S3 server stops mid-upload, and leaves no row and no bytes', async () => {
    const bucket = uniqueName('s3fault');
    expect((await service.createBucket(bucket)).error).toBeNull();
    // A body of more than two of the S3 store's parts (8 MiB) goes up as a multipart upload,
    // begun once two parts are read: the first is at the server while the client holds the rest.
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => (push = controller) });
    const answer = fetch(`${instance.atrium.url}/storage/v1/object/${bucket}/big.bin`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    push.enqueue(randomBytes(17 * MB));
    await waitFor(async () => (await s3.incompleteUploads()).length > 0, 20_000);
    await s3.stop();
    push.enqueue(randomBytes(9 * MB));
    push.close();

    const response = await answer;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      statusCode: '503',
      code: 'ServiceUnavailable',
      error: 'ServiceUnavailable',
      message: 'The storage backend cannot be reached; nothing was changed, try again later',
    });
    const health = await fetch(`${instance.atrium.url}/health`);
    expect(await health.json()).toEqual({
      status: 'degraded',
      failed: [{ module: 'storage', stage: 'health' }],
    });

    await s3.restart();
    const rows = await projectQuery(`SELECT name FROM storage.objects WHERE bucket_id = $1`, [
      bucket,
    ]);
    expect(rows).toEqual([]);
    // The abort the store could not send while the server was down is sent once it is back.
    await waitFor(async () => (await s3.incompleteUploads()).length === 0, 30_000);
    expect(await keysInS3(`${KEY_PREFIX}/default/${bucket}/`)).toEqual([]);
    expect(await (await fetch(`${instance.atrium.url}/health`)).json()).toEqual({ status: 'ok' });
  });
});
