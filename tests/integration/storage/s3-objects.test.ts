import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { s3BucketName, s3Refusal, text, useS3Instance } from './s3-fixture.js';

/**
 * The S3 protocol's object calls (docs/architecture/storage-s3.md), with the AWS SDK, on the same
 * objects storage-js sees.
 */
describe('the S3 protocol: objects', () => {
  const f = useS3Instance('s3_objects');

  describe('objects', () => {
    const bucket = s3BucketName(uniqueName('s3-objects'));
    beforeAll(async () => {
      await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    });

    it('puts, heads, gets (whole and a range) and deletes an object', async () => {
      const put = await f.s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'docs/hello.txt',
          Body: 'hello from s3',
          ContentType: 'text/plain',
        }),
      );
      expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
      const head = await f.s3.send(
        new HeadObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }),
      );
      expect(head).toMatchObject({ ContentLength: 13, ContentType: 'text/plain', ETag: put.ETag });

      const whole = await f.s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }),
      );
      expect(await text(whole.Body)).toBe('hello from s3');
      const range = await f.s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt', Range: 'bytes=6-9' }),
      );
      expect(range.$metadata.httpStatusCode).toBe(206);
      expect(range.ContentRange).toBe('bytes 6-9/13');
      expect(await text(range.Body)).toBe('from');

      await f.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
      expect(
        await s3Refusal(f.s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }))),
      ).toEqual({ code: 'NoSuchKey', status: 404 });
      expect(
        await s3Refusal(
          f.s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' })),
        ),
      ).toEqual({ code: 'NotFound', status: 404 });
      // Deleting what is not there is a 204, as S3 answers.
      await f.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/hello.txt' }));
    });

    it('takes a streamed body (aws-chunked) and replaces an object once complete', async () => {
      const body = Readable.from([Buffer.from('first '), Buffer.from('second')]);
      await f.s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'streamed.bin',
          Body: body,
          ContentLength: 12,
        }),
      );
      const got = await f.s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'streamed.bin' }));
      expect(await text(got.Body)).toBe('first second');
      await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'streamed.bin', Body: 'new' }));
      const replaced = await f.s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'streamed.bin' }),
      );
      expect(await text(replaced.Body)).toBe('new');
    });

    it('copies an object, over another one too, and deletes many at once', async () => {
      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'copy/source.txt', Body: 'the source' }),
      );
      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'copy/taken.txt', Body: 'to be replaced' }),
      );
      const copied = await f.s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: 'copy/new.txt',
          CopySource: `${bucket}/copy/source.txt`,
        }),
      );
      expect(copied.CopyObjectResult?.ETag).toMatch(/^"/);
      await f.s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: 'copy/taken.txt',
          CopySource: `/${bucket}/copy/source.txt`,
        }),
      );
      for (const name of ['copy/new.txt', 'copy/taken.txt']) {
        const got = await f.s3.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        expect(await text(got.Body)).toBe('the source');
      }

      const deleted = await f.s3.send(
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
      const left = await f.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'copy/' }));
      expect(left.KeyCount).toBe(0);
    });

    it('shares its objects with storage-js both ways', async () => {
      const uploaded = await f.storage
        .from(bucket)
        .upload('shared/from-js.txt', new Blob(['written by storage-js'], { type: 'text/plain' }));
      expect(uploaded.error).toBeNull();
      const listed = await f.s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: 'shared/' }),
      );
      expect(listed.Contents?.map((o) => o.Key)).toEqual(['shared/from-js.txt']);
      const read = await f.s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: 'shared/from-js.txt' }),
      );
      expect(await text(read.Body)).toBe('written by storage-js');

      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'shared/from-s3.txt', Body: 'written by s3' }),
      );
      const downloaded = await f.storage.from(bucket).download('shared/from-s3.txt');
      expect(downloaded.error).toBeNull();
      expect(await downloaded.data!.text()).toBe('written by s3');
    });

    it('serves a presigned GET URL until it expires, and never once altered', async () => {
      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'signed/file.txt', Body: 'presigned' }),
      );
      const command = new GetObjectCommand({ Bucket: bucket, Key: 'signed/file.txt' });
      const url = await getSignedUrl(f.s3, command, { expiresIn: 60 });
      const fine = await fetch(url);
      expect(fine.status).toBe(200);
      expect(await fine.text()).toBe('presigned');

      const expired = await getSignedUrl(f.s3, command, {
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
});
