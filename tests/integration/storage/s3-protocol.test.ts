import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
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
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
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

      const altered = url.replace('signed/file.txt', 'signed/other.txt');
      const changed = await fetch(altered);
      expect(changed.status).toBe(403);
      expect(await changed.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
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
