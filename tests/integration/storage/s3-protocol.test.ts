import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/src/logger.js';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { FileStore } from '../../../api/src/storage/backends/file-store.js';
import {
  removeStaleUploads,
  STALE_UPLOAD_MS,
} from '../../../api/src/storage/s3-multipart/stale-uploads-job.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

const SECRET_KEY = 's3-protocol-test-secret-key';
const REGION = 'us-east-1';

interface AccessKey {
  readonly id: string;
  readonly access_key: string;
  readonly secret_key: string;
}

/** The error an S3 call rejects with: its code (`NoSuchKey`) and HTTP status. */
async function s3Refusal(call: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(S3ServiceException);
  const refused = error as S3ServiceException;
  return { code: refused.name, status: refused.$metadata.httpStatusCode ?? 0 };
}

/**
 * The S3 protocol at `/storage/v1/s3` (docs/architecture/storage.md, S3 protocol) driven by the
 * AWS SDK's own `@aws-sdk/client-s3`, path-style, signed with the project's S3 access keys, on
 * the same objects `@supabase/storage-js` sees.
 */
describe('the S3 protocol', () => {
  let instance: SharedClusterInstance;
  let other: ProjectBody | undefined;
  let key: AccessKey;
  let s3: S3Client;
  let storage: StorageClient;
  const endpoint = () => `${instance.atrium.url}/storage/v1/s3`;
  const clientWith = (
    accessKeyId: string,
    secretAccessKey: string,
    options: { systemClockOffset?: number } = {},
  ) =>
    new S3Client({
      endpoint: endpoint(),
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      // One attempt: the SDK would otherwise retry a skewed clock with the server's time.
      maxAttempts: 1,
      ...options,
    });
  const newAccessKey = async (ref: string, description: string): Promise<AccessKey> => {
    const made = await callAs<AccessKey>(
      instance.atrium.url,
      instance.token!,
      'POST',
      `/platform/storage/${ref}/credentials`,
      { description },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  };
  const text = async (body: { transformToString(): Promise<string> } | undefined) =>
    body!.transformToString();

  beforeAll(async () => {
    instance = await startOnSharedCluster('s3_protocol', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    key = await newAccessKey('default', 'S3 tests');
    s3 = clientWith(key.access_key, key.secret_key);
    const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    const service = await signProjectKey(secret, 'default', 'service_role');
    storage = new StorageClient(`${instance.atrium.url}/storage/v1`, {
      apikey: service,
      Authorization: `Bearer ${service}`,
    });
  });

  afterAll(async () => {
    s3?.destroy();
    if (!instance) return;
    await instance.close();
    if (!other) return;
    await superuserQuery(`DROP DATABASE IF EXISTS "project_${other.ref}" WITH (FORCE)`);
    await superuserQuery(`DROP ROLE IF EXISTS "project_${other.ref}"`);
  });

  it('creates, heads, lists and deletes buckets', async () => {
    const bucket = uniqueName('s3-bucket').replace(/_/g, '-');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    expect(
      (await s3.send(new HeadBucketCommand({ Bucket: bucket }))).$metadata.httpStatusCode,
    ).toBe(200);
    const listed = await s3.send(new ListBucketsCommand({}));
    expect(listed.Buckets?.map((b) => b.Name)).toContain(bucket);
    expect(await s3Refusal(s3.send(new CreateBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'BucketAlreadyExists',
      status: 409,
    });

    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'kept.txt', Body: 'kept' }));
    expect(await s3Refusal(s3.send(new DeleteBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'BucketNotEmpty',
      status: 409,
    });
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'kept.txt' }));
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    expect(await s3Refusal(s3.send(new HeadBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
    expect(await s3Refusal(s3.send(new ListObjectsV2Command({ Bucket: bucket })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
  });

  it('answers GetBucketLocation with the deployment’s region, us-east-1 left unnamed as S3 does', async () => {
    const bucket = uniqueName('s3-located').replace(/_/g, '-');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const located = await s3.send(new GetBucketLocationCommand({ Bucket: bucket }));
    expect(located.$metadata.httpStatusCode).toBe(200);
    // The file store's deployment is in S3's first region, which S3 answers as no constraint.
    expect(located.LocationConstraint ?? '').toBe('');
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    expect(await s3Refusal(s3.send(new GetBucketLocationCommand({ Bucket: bucket })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
  });

  it('audits CreateBucket and DeleteBucket as the platform’s bucket routes are, refusals included', async () => {
    const bucket = uniqueName('s3-audited').replace(/_/g, '-');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3Refusal(s3.send(new CreateBucketCommand({ Bucket: bucket })));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'kept.txt', Body: 'kept' }));
    await s3Refusal(s3.send(new DeleteBucketCommand({ Bucket: bucket })));
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'kept.txt' }));
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    // The bucket is the path's (the AWS SDK ends it with a slash), as the project API records it.
    const audited = await directQuery<{ action: string; status: number }>(
      `SELECT action, status FROM audit_log
        WHERE rtrim(target->>'bucket', '/') = $1 AND project_ref = 'default' ORDER BY id`,
      [bucket],
      instance.platformDbUrl,
    );
    // The object's put and delete are what applications do all day: not audited.
    expect(audited).toEqual([
      { action: 'storage:bucket.created', status: 200 },
      { action: 'storage:bucket.created', status: 409 },
      { action: 'storage:bucket.deleted', status: 409 },
      { action: 'storage:bucket.deleted', status: 204 },
    ]);
  });

  describe('objects', () => {
    const bucket = uniqueName('s3-objects').replace(/_/g, '-');
    beforeAll(async () => {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    });

    it('puts, heads, gets (whole and a range) and deletes an object', async () => {
      const put = await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'docs/hello.txt',
          Body: 'hello from s3',
          ContentType: 'text/plain',
        }),
      );
      expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
      expect(head).toMatchObject({ ContentLength: 13, ContentType: 'text/plain', ETag: put.ETag });

      const whole = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
      expect(await text(whole.Body)).toBe('hello from s3');
      const range = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt', Range: 'bytes=6-9' }),
      );
      expect(range.$metadata.httpStatusCode).toBe(206);
      expect(range.ContentRange).toBe('bytes 6-9/13');
      expect(await text(range.Body)).toBe('from');

      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
      expect(
        await s3Refusal(s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }))),
      ).toEqual({ code: 'NoSuchKey', status: 404 });
      expect(
        await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }))),
      ).toEqual({ code: 'NotFound', status: 404 });
      // Deleting what is not there is a 204, as S3 answers.
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
    });

    it('takes a streamed body (aws-chunked) and replaces an object once complete', async () => {
      const body = Readable.from([Buffer.from('first '), Buffer.from('second')]);
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'streamed.bin',
          Body: body,
          ContentLength: 12,
        }),
      );
      const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'streamed.bin' }));
      expect(await text(got.Body)).toBe('first second');
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'streamed.bin', Body: 'new' }));
      const replaced = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'streamed.bin' }));
      expect(await text(replaced.Body)).toBe('new');
    });

    it('lists with prefix, delimiter, max-keys, continuation and start-after', async () => {
      const folder = 'listing';
      const names = ['a.txt', 'b.txt', 'sub/c.txt', 'sub/d.txt', 'sub2/e.txt', 'z.txt'];
      for (const name of names) {
        await s3.send(
          new PutObjectCommand({ Bucket: bucket, Key: `${folder}/${name}`, Body: name }),
        );
      }
      const level = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, Delimiter: '/' }),
      );
      expect(level.Contents?.map((o) => o.Key)).toEqual([
        'listing/a.txt',
        'listing/b.txt',
        'listing/z.txt',
      ]);
      expect(level.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['listing/sub/', 'listing/sub2/']);
      expect(level.Contents?.[0]).toMatchObject({ Size: 5, ETag: expect.stringMatching(/^"/) });

      // Pages of two, the prefixes counted once each, until the last.
      const pages: string[][] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${folder}/`,
            Delimiter: '/',
            MaxKeys: 2,
            ContinuationToken: token,
          }),
        );
        pages.push([
          ...(page.Contents ?? []).map((o) => o.Key!),
          ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!),
        ]);
        expect(page.KeyCount).toBe(pages.at(-1)!.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      expect(pages.map((page) => page.sort())).toEqual([
        ['listing/a.txt', 'listing/b.txt'],
        ['listing/sub/', 'listing/sub2/'],
        ['listing/z.txt'],
      ]);

      const flat = await s3.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${folder}/sub`,
          StartAfter: `${folder}/sub/c.txt`,
        }),
      );
      expect(flat.Contents?.map((o) => o.Key)).toEqual(['listing/sub/d.txt', 'listing/sub2/e.txt']);
    });

    it('copies an object, over another one too, and deletes many at once', async () => {
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'copy/source.txt', Body: 'the source' }),
      );
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'copy/taken.txt', Body: 'to be replaced' }),
      );
      const copied = await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: 'copy/new.txt',
          CopySource: `${bucket}/copy/source.txt`,
        }),
      );
      expect(copied.CopyObjectResult?.ETag).toMatch(/^"/);
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: 'copy/taken.txt',
          CopySource: `/${bucket}/copy/source.txt`,
        }),
      );
      for (const name of ['copy/new.txt', 'copy/taken.txt']) {
        const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        expect(await text(got.Body)).toBe('the source');
      }

      const deleted = await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: {
            Objects: [
              { Key: 'copy/source.txt' },
              { Key: 'copy/new.txt' },
              { Key: 'copy/taken.txt' },
              { Key: 'copy/never-there.txt' },
            ],
          },
        }),
      );
      expect(deleted.Deleted?.map((d) => d.Key).sort()).toEqual([
        'copy/never-there.txt',
        'copy/new.txt',
        'copy/source.txt',
        'copy/taken.txt',
      ]);
      const left = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'copy/' }));
      expect(left.KeyCount).toBe(0);
    });

    it('shares its objects with storage-js both ways', async () => {
      const uploaded = await storage
        .from(bucket)
        .upload('shared/from-js.txt', new Blob(['written by storage-js'], { type: 'text/plain' }));
      expect(uploaded.error).toBeNull();
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'shared/' }));
      expect(listed.Contents?.map((o) => o.Key)).toEqual(['shared/from-js.txt']);
      const read = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'shared/from-js.txt' }),
      );
      expect(await text(read.Body)).toBe('written by storage-js');

      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'shared/from-s3.txt', Body: 'written by s3' }),
      );
      const downloaded = await storage.from(bucket).download('shared/from-s3.txt');
      expect(downloaded.error).toBeNull();
      expect(await downloaded.data!.text()).toBe('written by s3');
    });

    it('serves a presigned GET URL until it expires, and never once altered', async () => {
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'signed/file.txt', Body: 'presigned' }),
      );
      const command = new GetObjectCommand({ Bucket: bucket, Key: 'signed/file.txt' });
      const url = await getSignedUrl(s3, command, { expiresIn: 60 });
      const fine = await fetch(url);
      expect(fine.status).toBe(200);
      expect(await fine.text()).toBe('presigned');

      const expired = await getSignedUrl(s3, command, {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 5 * 60_000),
      });
      const late = await fetch(expired);
      expect(late.status).toBe(403);
      expect(await late.text()).toMatch(/<Code>AccessDenied<\/Code>/);

      // A header that changes what a request does cannot ride along unsigned.
      const added = await fetch(url, { headers: { 'x-amz-copy-source': `${bucket}/elsewhere` } });
      expect(added.status).toBe(403);
      expect(await added.text()).toMatch(/<Code>AccessDenied<\/Code>/);

      const altered = url.replace('signed/file.txt', 'signed/other.txt');
      const changed = await fetch(altered);
      expect(changed.status).toBe(403);
      expect(await changed.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
    });
  });

  describe('multipart uploads', () => {
    const bucket = uniqueName('s3-multipart').replace(/_/g, '-');
    const MB = 1024 * 1024;
    /** The part files the byte store holds for an upload of the default project. */
    const partFiles = async (uploadId: string) => {
      const folder = path.join(instance.stateDir, 'storage', 'default', '~s3-multipart', uploadId);
      const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      return found.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
    };
    const begin = async (key: string) => {
      const created = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
      expect(created.UploadId).toBeTruthy();
      return created.UploadId!;
    };
    const sendPart = async (key: string, uploadId: string, partNumber: number, body: Buffer) => {
      const sent = await s3.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      );
      return { PartNumber: partNumber, ETag: sent.ETag! };
    };

    beforeAll(async () => {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    });

    it('assembles three parts into one object storage-js downloads byte for byte', async () => {
      const key = 'big/assembled.bin';
      const bodies = [randomBytes(5 * MB), randomBytes(5 * MB), randomBytes(1234)];
      const uploadId = await begin(key);
      const parts = [];
      for (const [index, body] of bodies.entries()) {
        parts.push(await sendPart(key, uploadId, index + 1, body));
      }
      const listed = await s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      );
      expect(listed.Parts?.map((part) => [part.PartNumber, part.Size, part.ETag])).toEqual(
        parts.map((part, index) => [part.PartNumber, bodies[index]!.length, part.ETag]),
      );
      const firstPage = await s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MaxParts: 2 }),
      );
      expect(firstPage.Parts?.map((part) => part.PartNumber)).toEqual([1, 2]);
      expect(firstPage).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2' });
      const lastPage = await s3.send(
        new ListPartsCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumberMarker: firstPage.NextPartNumberMarker,
        }),
      );
      expect(lastPage.Parts?.map((part) => part.PartNumber)).toEqual([3]);
      expect(lastPage.IsTruncated).toBe(false);
      // Nothing is an object before the upload completes.
      expect(await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })))).toEqual(
        { code: 'NotFound', status: 404 },
      );

      const completed = await s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      expect(completed).toMatchObject({ Bucket: bucket, Key: key });
      const downloaded = await storage.from(bucket).download(key);
      expect(downloaded.error).toBeNull();
      const bytes = Buffer.from(await downloaded.data!.arrayBuffer());
      expect(bytes.equals(Buffer.concat(bodies))).toBe(true);
      expect(await partFiles(uploadId)).toEqual([]);
      expect(
        await s3Refusal(
          s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
    }, 60_000);

    it('refuses a small part but the last, and a part not uploaded, and stays open', async () => {
      const key = 'big/refused.bin';
      const uploadId = await begin(key);
      const first = await sendPart(key, uploadId, 1, randomBytes(1000));
      const second = await sendPart(key, uploadId, 2, randomBytes(1000));
      const complete = (parts: { PartNumber: number; ETag: string }[]) =>
        s3.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      expect(await s3Refusal(complete([first, second]))).toEqual({
        code: 'EntityTooSmall',
        status: 400,
      });
      expect(await s3Refusal(complete([{ PartNumber: 3, ETag: first.ETag }]))).toEqual({
        code: 'InvalidPart',
        status: 400,
      });
      expect(await s3Refusal(complete([second, first]))).toEqual({
        code: 'InvalidPartOrder',
        status: 400,
      });
      // Still open: a single part is the last one, so it may be small.
      await complete([first]);
      const got = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      expect(got.ContentLength).toBe(1000);
      expect(await partFiles(uploadId)).toEqual([]);
    });

    it('leaves no object and no part once aborted', async () => {
      const key = 'big/aborted.bin';
      const uploadId = await begin(key);
      await sendPart(key, uploadId, 1, randomBytes(2000));
      expect(await partFiles(uploadId)).toHaveLength(1);
      await s3.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      );
      expect(await partFiles(uploadId)).toEqual([]);
      expect(
        await s3Refusal(
          s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
      expect(await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })))).toEqual(
        { code: 'NotFound', status: 404 },
      );
      expect(await s3Refusal(sendPart(key, uploadId, 2, randomBytes(10)))).toEqual({
        code: 'NoSuchUpload',
        status: 404,
      });
    });

    it('removes a stale upload and its parts with the storage module job', async () => {
      const key = 'big/stale.bin';
      const uploadId = await begin(key);
      await sendPart(key, uploadId, 1, randomBytes(3000));
      const fresh = await begin('big/fresh.bin');
      await directQuery(
        `UPDATE s3_multipart_uploads SET created_at = now() - interval '2 days' WHERE id = $1`,
        [uploadId],
        instance.platformDbUrl,
      );
      const pool = new pg.Pool({ connectionString: instance.platformDbUrl, max: 1 });
      try {
        const removed = await removeStaleUploads(
          pool,
          new FileStore(instance.stateDir),
          createLogger('silent'),
          new Date(Date.now() - STALE_UPLOAD_MS),
        );
        expect(removed).toBe(1);
      } finally {
        await pool.end();
      }
      expect(await partFiles(uploadId)).toEqual([]);
      expect(
        await s3Refusal(
          s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
      // The storage module schedules the job that does this on its own, once across instances.
      const runs = await directQuery(
        `SELECT 1 FROM module_job_runs WHERE module = 'storage' AND job = 's3-stale-multipart-uploads'`,
        [],
        instance.platformDbUrl,
      );
      expect(runs.length).toBeGreaterThan(0);
      const kept = await s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: 'big/fresh.bin', UploadId: fresh }),
      );
      expect(kept.Parts ?? []).toEqual([]);
    });
  });

  it('refuses a wrong secret, an unknown or revoked key, and a skewed clock', async () => {
    const wrongSecret = clientWith(key.access_key, 'f'.repeat(64));
    expect(await s3Refusal(wrongSecret.send(new ListBucketsCommand({})))).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    const unknown = clientWith('0'.repeat(32), key.secret_key);
    expect(await s3Refusal(unknown.send(new ListBucketsCommand({})))).toEqual({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
    const skewed = clientWith(key.access_key, key.secret_key, {
      systemClockOffset: -20 * 60_000,
    });
    expect(await s3Refusal(skewed.send(new ListBucketsCommand({})))).toEqual({
      code: 'RequestTimeTooSkewed',
      status: 403,
    });

    const revocable = await newAccessKey('default', 'to revoke');
    const revokedClient = clientWith(revocable.access_key, revocable.secret_key);
    await revokedClient.send(new ListBucketsCommand({}));
    const revoked = await callAs(
      instance.atrium.url,
      instance.token!,
      'DELETE',
      `/platform/storage/default/credentials/${revocable.id}`,
    );
    expect(revoked.status).toBeLessThan(300);
    expect(await s3Refusal(revokedClient.send(new ListBucketsCommand({})))).toEqual({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
    for (const client of [wrongSecret, unknown, skewed, revokedClient]) client.destroy();
  });

  it('takes no apikey on /storage/v1/s3 and still asks one on every other storage path', async () => {
    const unsigned = await fetch(`${endpoint()}/`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
    for (const path of ['/storage/v1/bucket', '/storage/v1/s3x', '/storage/v1/object/list/x']) {
      const response = await fetch(`${instance.atrium.url}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'InvalidJWT' });
    }
  });

  it("keeps another project's access key out of this project's buckets", async () => {
    const bucket = uniqueName('s3-private').replace(/_/g, '-');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'secret.txt', Body: 'mine' }));
    const created = await callAs<ProjectBody>(
      instance.atrium.url,
      instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Other' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    other = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
    expect(other.status).toBe('ACTIVE_HEALTHY');
    const otherKey = await newAccessKey(other.ref, 'other project');
    const outsider = clientWith(otherKey.access_key, otherKey.secret_key);
    const theirs = await outsider.send(new ListBucketsCommand({}));
    expect(theirs.Buckets ?? []).toEqual([]);
    expect(await s3Refusal(outsider.send(new HeadBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
    expect(
      await s3Refusal(outsider.send(new GetObjectCommand({ Bucket: bucket, Key: 'secret.txt' }))),
    ).toEqual({ code: 'NoSuchBucket', status: 404 });
    outsider.destroy();
  }, 120_000);
});
