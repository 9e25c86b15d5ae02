import { randomBytes } from 'node:crypto';
import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import { bearer } from '../../harness/owner.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';
import { addedMemberToken, callAs } from '../hosted/hosted-calls.js';

const CHUNK = 256 * 1024;

/**
 * docs/architecture/storage.md (Dashboard routes): the file explorer's resumable uploads at
 * `/platform/storage/{ref}/upload/resumable`, driven by the real `tus-js-client` with a member's
 * session (never a project key), behind storage admin write, on the shared instance.
 */
describe('the dashboard’s resumable uploads', () => {
  const api = inject('apiUrl');
  const bucket = uniqueName('dash_tus');
  const endpoint = () => `${api}/platform/storage/default/upload/resumable`;
  let developer: string;
  let other: string;
  let reader: string;

  const account = (prefix: string) => ({
    email: `${uniqueName(prefix)}@example.test`,
    password: `pw-${uniqueName('secret')}`,
  });
  const metadataOf = (objectName: string) => ({
    bucketName: bucket,
    objectName,
    contentType: 'application/octet-stream',
    cacheControl: '3600',
  });
  const download = async (path: string) => {
    const answer = await fetch(
      `${api}/platform/storage/default/buckets/${bucket}/objects/download`,
      {
        method: 'POST',
        headers: { ...bearer(developer), 'content-type': 'application/json' },
        body: JSON.stringify({ path }),
      },
    );
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const upload = (data: Buffer, token: string, options: UploadOptions) =>
    new Promise<string>((resolve, reject) => {
      const running = new Upload(data, {
        endpoint: endpoint(),
        chunkSize: CHUNK,
        retryDelays: [],
        headers: bearer(token),
        ...options,
        onError: reject,
        onSuccess: () => resolve(running.url!),
      });
      running.start();
    });
  /** Uploads until at least `bytes` are accepted, then stops the client: answers the URL. */
  const uploadPart = (data: Buffer, bytes: number, token: string, options: UploadOptions) =>
    new Promise<string>((resolve, reject) => {
      const running = new Upload(data, {
        endpoint: endpoint(),
        chunkSize: CHUNK,
        retryDelays: [],
        headers: bearer(token),
        ...options,
        onError: reject,
        onSuccess: () => reject(new Error('the upload finished before it was stopped')),
        onChunkComplete: (_chunk, accepted) => {
          if (accepted < bytes) return;
          void running.abort().then(() => resolve(running.url!), reject);
        },
      });
      running.start();
    });
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
    const owner = inject('ownerToken');
    developer = await addedMemberToken(api, owner, 'default', account('dev'), 'developer');
    other = await addedMemberToken(api, owner, 'default', account('dev2'), 'developer');
    reader = await addedMemberToken(api, owner, 'default', account('ro'), 'read_only');
    const bucketMade = await callAs(api, owner, 'POST', '/platform/storage/default/buckets', {
      id: bucket,
      public: false,
      file_size_limit: 4 * CHUNK,
    });
    expect(bucketMade.status, JSON.stringify(bucketMade.body)).toBe(201);
  });

  afterAll(async () => {
    const owner = inject('ownerToken');
    await callAs(api, owner, 'POST', `/platform/storage/default/buckets/${bucket}/empty`);
    await callAs(api, owner, 'DELETE', `/platform/storage/default/buckets/${bucket}`);
  });

  it('refuses a member without storage admin write before any upload exists', async () => {
    const refused = await refusal(
      upload(randomBytes(1000), reader, { metadata: metadataOf('refused.bin') }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('storage:admin:write');
  });

  it('refuses a request without a session: a forged token, or none (a simple POST)', async () => {
    const headers = { 'tus-resumable': '1.0.0', 'upload-length': '10' };
    const forged = await fetch(endpoint(), {
      method: 'POST',
      headers: { ...headers, ...bearer('not.a.jwt') },
    });
    expect(forged.status).toBe(401);
    // A bodiless POST without a token is a request any page could send: refused as such.
    const bare = await fetch(endpoint(), { method: 'POST', headers });
    expect(bare.status).toBe(415);
  });

  it('uploads a file of several chunks for a member with storage write, audited', async () => {
    const data = randomBytes(3 * CHUNK + 1000);
    const url = await upload(data, developer, { metadata: metadataOf('chunks/several.bin') });
    expect(url).toMatch(/\/platform\/storage\/default\/upload\/resumable\/[0-9a-f]{32}$/);
    const downloaded = await download('chunks/several.bin');
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(data)).toBe(true);
    const audit = await directQuery<{ target_name: string; details: { path: string } }>(
      `SELECT target_name, details FROM audit_log
        WHERE action = 'storage:object.uploaded' AND target_name = $1`,
      [bucket],
      sharedClusterUrl('atrium'),
    );
    expect(audit.map((entry) => entry.details.path)).toContain('chunks/several.bin');
  });

  it('resumes an interrupted upload from the server’s offset, for its own member only', async () => {
    const data = randomBytes(3 * CHUNK + 17);
    const url = await uploadPart(data, CHUNK, developer, { metadata: metadataOf('resumed.bin') });
    // Another member with storage write may not take it over.
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { ...bearer(other), 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(403);
    const mine = await fetch(url, {
      method: 'HEAD',
      headers: { ...bearer(developer), 'tus-resumable': '1.0.0' },
    });
    expect(mine.status).toBe(200);
    const offset = Number(mine.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(CHUNK);
    expect(offset).toBeLessThan(data.length);
    const sentFrom: number[] = [];
    await upload(data, developer, {
      uploadUrl: url,
      metadata: metadataOf('resumed.bin'),
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') {
          sentFrom.push(Number(request.getHeader('Upload-Offset')));
        }
      },
    });
    expect(sentFrom[0]).toBe(offset);
    const downloaded = await download('resumed.bin');
    expect(downloaded.bytes.equals(data)).toBe(true);
  });

  it('keeps the bucket’s upload limit: 413 before any byte', async () => {
    const refused = await refusal(
      upload(randomBytes(4 * CHUNK + 1), developer, { metadata: metadataOf('too-big.bin') }),
    );
    expect(refused.status).toBe(413);
    expect((await download('too-big.bin')).status).toBe(404);
  });
});
