import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@atrium/api';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { expiredUploadsJob } from '../../../api/src/storage/resumable/expired-uploads-job.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { waitFor } from '../../harness/wait-for.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

const SECRET_KEY = 'resumable-upload-test-secret-key';
const CHUNK = 256 * 1024;

/** A user JWT of the project, as its own auth server would sign it (HS256, role authenticated). */
function signUserJwt(secret: string, sub: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub,
    role: 'authenticated',
    ref: 'default',
    iss: 'supabase',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * Resumable uploads at `/storage/v1/upload/resumable` (docs/architecture/storage.md) driven by
 * the real `tus-js-client`, with the headers and metadata storage-js users send, on a real
 * Postgres and the file-system byte store.
 */
describe('resumable uploads (tus)', () => {
  let instance: SharedClusterInstance;
  let secret: string;
  let serviceKey: string;
  let anonKey: string;
  let service: StorageClient;
  let otherProjectKey: string;
  let otherRef: string;
  const bucket = uniqueName('tus');
  const endpoint = () => `${instance.atrium.url}/storage/v1/upload/resumable`;
  const headersOf = (apikey: string, bearer = apikey, upsert = false) => ({
    apikey,
    authorization: `Bearer ${bearer}`,
    'x-upsert': String(upsert),
  });
  const metadataOf = (objectName: string, inBucket = bucket) => ({
    bucketName: inBucket,
    objectName,
    contentType: 'application/octet-stream',
    cacheControl: '3600',
  });
  const projectQuery = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    directQuery<T>(sql, params, sharedClusterUrl(instance.projectDb));
  const objectRows = (name: string, inBucket = bucket) =>
    projectQuery('SELECT id FROM storage.objects WHERE bucket_id = $1 AND name = $2', [
      inBucket,
      name,
    ]);
  /** The files of unfinished uploads (each upload's bytes and its `.json`). */
  const partFiles = async (): Promise<string[]> =>
    readdir(path.join(instance.stateDir, 'storage-uploads')).catch(() => []);
  /** The files the byte store holds for a bucket of the default project. */
  const storedFiles = async (inBucket: string) => {
    const root = path.join(instance.stateDir, 'storage', 'default', inBucket);
    const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return found.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
  };
  const download = async (name: string, inBucket = bucket) => {
    const answer = await fetch(`${instance.atrium.url}/storage/v1/object/${inBucket}/${name}`, {
      headers: { apikey: serviceKey },
    });
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  };

  /** Uploads `data` with tus-js-client to the end; answers the upload's URL. */
  const upload = (data: Buffer, options: UploadOptions) =>
    new Promise<string>((resolve, reject) => {
      const running = new Upload(data, {
        endpoint: endpoint(),
        chunkSize: CHUNK,
        retryDelays: [],
        ...options,
        onError: reject,
        onSuccess: () => resolve(running.url!),
      });
      running.start();
    });
  /** Uploads until at least `bytes` are accepted, then aborts the client: answers the URL. */
  const uploadPart = (data: Buffer, bytes: number, options: UploadOptions) =>
    new Promise<string>((resolve, reject) => {
      const running = new Upload(data, {
        endpoint: endpoint(),
        chunkSize: CHUNK,
        retryDelays: [],
        ...options,
        onError: reject,
        onSuccess: () => reject(new Error('the upload finished before it was interrupted')),
        onChunkComplete: (_chunk, accepted) => {
          if (accepted < bytes) return;
          void running.abort().then(() => resolve(running.url!), reject);
        },
      });
      running.start();
    });
  /** Uploads until at least `bytes` are sent, then aborts the client in the middle of a request. */
  const interruptedUpload = (data: Buffer, bytes: number, options: UploadOptions) =>
    new Promise<string>((resolve, reject) => {
      let interrupted = false;
      const running = new Upload(data, {
        endpoint: endpoint(),
        chunkSize: 4 * CHUNK,
        retryDelays: [],
        ...options,
        onError: reject,
        onSuccess: () => reject(new Error('the upload finished before it was interrupted')),
        onProgress: (sent) => {
          if (sent < bytes || interrupted) return;
          interrupted = true;
          void running.abort().then(() => resolve(running.url!), reject);
        },
      });
      running.start();
    });
  /** The status and body tus-js-client was answered with when it failed. */
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DetailedError);
    const response = (error as DetailedError).originalResponse!;
    return { status: response.getStatus(), body: response.getBody() };
  };

  beforeAll(async () => {
    instance = await startOnSharedCluster('storage_tus', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    serviceKey = await signProjectKey(secret, 'default', 'service_role');
    anonKey = await signProjectKey(secret, 'default', 'anon');
    service = new StorageClient(`${instance.atrium.url}/storage/v1`, headersOf(serviceKey));
    expect((await service.createBucket(bucket)).error).toBeNull();
    const created = await callAs<ProjectBody>(
      instance.atrium.url,
      instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Other' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
    expect(other.status).toBe('ACTIVE_HEALTHY');
    otherRef = other.ref;
    otherProjectKey = await signProjectKey(
      await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, other.ref),
      other.ref,
      'service_role',
    );
  });

  afterAll(async () => {
    await instance?.close();
  });

  it('uploads a file of several chunks as service_role, as the object storage-js reads', async () => {
    const data = randomBytes(3 * CHUNK + 1000);
    const url = await upload(data, {
      headers: headersOf(serviceKey),
      metadata: { ...metadataOf('chunks/several.bin'), metadata: JSON.stringify({ a: 1 }) },
    });
    expect(url).toMatch(/\/storage\/v1\/upload\/resumable\/[0-9a-f]{32}$/);
    const downloaded = await download('chunks/several.bin');
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(data)).toBe(true);
    const info = await service.from(bucket).info('chunks/several.bin');
    expect(info.data).toMatchObject({
      size: data.length,
      contentType: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      metadata: { a: 1 },
    });
    // The parts are gone once the object is committed.
    expect(await partFiles()).toEqual([]);
  });

  it('answers a hosted project’s own URL, /project-api/{ref}, with upload URLs under it', async () => {
    const root = `${instance.atrium.url}/project-api/${otherRef}/storage/v1`;
    const theirs = new StorageClient(root, headersOf(otherProjectKey));
    const theirBucket = uniqueName('tus-hosted');
    expect((await theirs.createBucket(theirBucket)).error).toBeNull();
    const data = randomBytes(3 * CHUNK + 7);
    // Every chunk after the first goes to the upload's URL, so the upload ends only if that
    // URL is this project's.
    const url = await upload(data, {
      endpoint: `${root}/upload/resumable`,
      headers: headersOf(otherProjectKey),
      metadata: metadataOf('hosted/file.bin', theirBucket),
    });
    expect(url.slice(0, url.lastIndexOf('/'))).toBe(`${root}/upload/resumable`);
    expect(url.split('/').pop()).toMatch(/^[0-9a-f]{32}$/);
    const downloaded = await theirs.from(theirBucket).download('hosted/file.bin');
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(data)).toBe(true);
  });

  it('resumes an interrupted upload from where the server stopped, the object absent until it ends', async () => {
    const data = randomBytes(24 * CHUNK + 123);
    const headers = headersOf(serviceKey);
    const url = await interruptedUpload(data, 6 * CHUNK, {
      headers,
      metadata: metadataOf('resumed.bin'),
    });
    // Cut off mid-way: no row, nothing to read, only the parts.
    expect(await objectRows('resumed.bin')).toEqual([]);
    expect((await download('resumed.bin')).status).toBe(404);
    expect(await partFiles()).toHaveLength(2);
    const held = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...headers },
    });
    const offset = Number(held.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(data.length);

    // A new client given the upload's URL asks where the server is and sends only the rest.
    const resumedFrom: number[] = [];
    await upload(data, {
      uploadUrl: url,
      headers,
      metadata: metadataOf('resumed.bin'),
      // The cut request may still hold the upload's lock for a moment: a 409 or 423 is retried.
      retryDelays: [0, 50, 100, 200, 500, 1000, 2000, 4000],
      onProgress: (sent) => {
        if (resumedFrom.length === 0) resumedFrom.push(sent);
      },
    });
    const downloaded = await download('resumed.bin');
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(data)).toBe(true);
    expect(resumedFrom[0]).toBeGreaterThanOrEqual(offset);
    expect(await objectRows('resumed.bin')).toHaveLength(1);
    expect(await partFiles()).toEqual([]);
  });

  it('lets a page of another origin speak tus: its headers allowed and the answers’ exposed', async () => {
    const origin = 'https://app.example.com';
    const preflight = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,tus-resumable,upload-length,upload-metadata',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /tus-resumable.*upload-length.*upload-metadata/,
    );
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        origin,
        ...headersOf(serviceKey),
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `bucketName ${Buffer.from(bucket).toString('base64')},objectName ${Buffer.from('cors.bin').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    expect(created.headers.get('access-control-expose-headers')).toMatch(/location.*upload-offset/);
    const removed = await fetch(created.headers.get('location')!, {
      method: 'DELETE',
      headers: { ...headersOf(serviceKey), 'tus-resumable': '1.0.0' },
    });
    expect(removed.status).toBe(204);
    expect(await partFiles()).toEqual([]);
  });

  it('refuses an upload over the bucket’s limit at creation, as storage-api, taking no byte', async () => {
    const small = uniqueName('tus_small');
    expect(
      (await service.createBucket(small, { public: false, fileSizeLimit: 1024 })).error,
    ).toBeNull();
    const answer = await refusal(
      upload(randomBytes(2048), {
        headers: headersOf(serviceKey),
        metadata: metadataOf('big.bin', small),
      }),
    );
    expect(answer).toEqual({ status: 413, body: 'Maximum size exceeded\n' });
    expect(await partFiles()).toEqual([]);
    expect(await objectRows('big.bin', small)).toEqual([]);
  });

  it('refuses a missing bucket (404) and a type the bucket does not allow (415) at creation', async () => {
    const missing = await refusal(
      upload(randomBytes(10), {
        headers: headersOf(serviceKey),
        metadata: metadataOf('x.bin', uniqueName('nowhere')),
      }),
    );
    expect(missing).toEqual({ status: 404, body: 'Bucket not found' });
    const images = uniqueName('tus_images');
    expect(
      (await service.createBucket(images, { public: false, allowedMimeTypes: ['image/*'] })).error,
    ).toBeNull();
    const typed = await refusal(
      upload(randomBytes(10), {
        headers: headersOf(serviceKey),
        metadata: metadataOf('x.bin', images),
      }),
    );
    expect(typed).toEqual({
      status: 415,
      body: 'mime type application/octet-stream is not supported',
    });
    expect(await partFiles()).toEqual([]);
  });

  describe('as a user under storage policies', () => {
    const policyBucket = uniqueName('tus_policies');
    const alice = randomUUID();
    const bob = randomUUID();

    beforeAll(async () => {
      expect((await service.createBucket(policyBucket)).error).toBeNull();
      // Users may upload only into their own folder (`{sub}/...`).
      await projectQuery(
        `CREATE POLICY "${policyBucket} own folder" ON storage.objects FOR INSERT TO authenticated
           WITH CHECK (bucket_id = '${policyBucket}'
             AND (storage.foldername(name))[1] = current_setting('request.jwt.claims', true)::json->>'sub')`,
      );
    });

    it('uploads into the user’s own folder', async () => {
      const data = randomBytes(2 * CHUNK + 7);
      await upload(data, {
        headers: headersOf(anonKey, signUserJwt(secret, alice)),
        metadata: metadataOf(`${alice}/mine.bin`, policyBucket),
      });
      const downloaded = await download(`${alice}/mine.bin`, policyBucket);
      expect(downloaded.bytes.equals(data)).toBe(true);
      const rows = await projectQuery<{ owner_id: string }>(
        'SELECT owner_id FROM storage.objects WHERE bucket_id = $1',
        [policyBucket],
      );
      expect(rows).toEqual([{ owner_id: alice }]);
    });

    it('refuses another folder at creation (403), taking no byte', async () => {
      const answer = await refusal(
        upload(randomBytes(100), {
          headers: headersOf(anonKey, signUserJwt(secret, alice)),
          metadata: metadataOf(`${bob}/theirs.bin`, policyBucket),
        }),
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toMatch(/row-level security/);
      expect(await partFiles()).toEqual([]);
    });

    it('refuses another user (403) and another project’s key (404) on the upload’s URL', async () => {
      const url = await uploadPart(randomBytes(3 * CHUNK), CHUNK, {
        headers: headersOf(anonKey, signUserJwt(secret, alice)),
        metadata: metadataOf(`${alice}/held.bin`, policyBucket),
      });
      const head = (headers: Record<string, string>) =>
        fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...headers } });
      const patch = (headers: Record<string, string>) =>
        fetch(url, {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': String(CHUNK),
            'content-type': 'application/offset+octet-stream',
            ...headers,
          },
          body: Buffer.alloc(10),
        });
      const asBob = headersOf(anonKey, signUserJwt(secret, bob));
      expect((await head(asBob)).status).toBe(403);
      expect((await patch(asBob)).status).toBe(403);
      expect((await head(headersOf(serviceKey))).status).toBe(403);
      expect((await head(headersOf(otherProjectKey))).status).toBe(404);
      expect((await patch(headersOf(otherProjectKey))).status).toBe(404);
      // Its owner still sees it where it was.
      const own = await head(headersOf(anonKey, signUserJwt(secret, alice)));
      expect(own.status).toBe(200);
      expect(own.headers.get('upload-offset')).toBe(String(CHUNK));
      // A GET never reads unfinished bytes.
      expect((await fetch(url, { headers: headersOf(serviceKey) })).status).toBe(405);
    });

    it('checks the policies again at commit: refused there, it leaves neither row nor bytes nor parts', async () => {
      const name = `${alice}/revoked.bin`;
      const data = randomBytes(3 * CHUNK);
      const headers = headersOf(anonKey, signUserJwt(secret, alice));
      const url = await uploadPart(data, CHUNK, {
        headers,
        metadata: metadataOf(name, policyBucket),
      });
      await projectQuery(`DROP POLICY "${policyBucket} own folder" ON storage.objects`);
      const before = (await storedFiles(policyBucket)).length;
      const answer = await refusal(
        upload(data, { uploadUrl: url, headers, metadata: metadataOf(name, policyBucket) }),
      );
      expect(answer.status).toBe(403);
      expect(await objectRows(name, policyBucket)).toEqual([]);
      expect((await storedFiles(policyBucket)).length).toBe(before);
      expect((await partFiles()).some((file) => url.endsWith(file))).toBe(false);
    });
  });

  it('expires unfinished uploads: the job removes their parts once past the module’s expiry', async () => {
    const url = await uploadPart(randomBytes(2 * CHUNK), CHUNK, {
      headers: headersOf(serviceKey),
      metadata: metadataOf('abandoned.bin'),
    });
    const id = url.split('/').pop()!;
    const job = expiredUploadsJob(instance.stateDir);
    const log = createLogger('silent');
    // Within the default expiry (24 h) it stays.
    await job.run({ config: {}, log });
    expect(await partFiles()).toEqual(expect.arrayContaining([id, `${id}.json`]));
    // With an expiry of 1 ms it is gone at the next run that finds it past.
    await waitFor(async () => {
      await job.run({ config: { resumableUploadExpiryMs: 1 }, log });
      return !(await partFiles()).includes(id);
    }, 10_000);
    expect(await partFiles()).not.toContain(`${id}.json`);
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...headersOf(serviceKey) },
    });
    expect(head.status).toBe(404);
    expect(await objectRows('abandoned.bin')).toEqual([]);
  });
});
