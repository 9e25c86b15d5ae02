import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/src/logger.js';
import { FileStore } from '../../../api/src/storage/backends/file-store.js';
import {
  removeStaleUploads,
  STALE_UPLOAD_MS,
} from '../../../api/src/storage/s3-multipart/stale-uploads-job.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { s3BucketName, s3Refusal, useS3Instance } from './s3-fixture.js';

/** The S3 protocol's multipart uploads (docs/architecture/storage-s3.md), with the AWS SDK. */
describe('the S3 protocol: multipart uploads', () => {
  const f = useS3Instance('s3_multipart');

  describe('multipart uploads', () => {
    const bucket = s3BucketName(uniqueName('s3-multipart'));
    const MB = 1024 * 1024;
    /** The part files the byte store holds for an upload of the default project. */
    const partFiles = async (uploadId: string) => {
      const folder = path.join(
        f.instance.stateDir,
        'storage',
        'default',
        '~s3-multipart',
        uploadId,
      );
      const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      return found.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
    };
    const begin = async (key: string) => {
      const created = await f.s3.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }),
      );
      expect(created.UploadId).toBeTruthy();
      return created.UploadId!;
    };
    const sendPart = async (key: string, uploadId: string, partNumber: number, body: Buffer) => {
      const sent = await f.s3.send(
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
      await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    });

    it('assembles three parts into one object storage-js downloads byte for byte', async () => {
      const key = 'big/assembled.bin';
      const bodies = [randomBytes(5 * MB), randomBytes(5 * MB), randomBytes(1234)];
      const uploadId = await begin(key);
      const parts = [];
      for (const [index, body] of bodies.entries()) {
        parts.push(await sendPart(key, uploadId, index + 1, body));
      }
      const listed = await f.s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      );
      expect(listed.Parts?.map((part) => [part.PartNumber, part.Size, part.ETag])).toEqual(
        parts.map((part, index) => [part.PartNumber, bodies[index]!.length, part.ETag]),
      );
      const firstPage = await f.s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MaxParts: 2 }),
      );
      expect(firstPage.Parts?.map((part) => part.PartNumber)).toEqual([1, 2]);
      expect(firstPage).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2' });
      const lastPage = await f.s3.send(
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
      expect(
        await s3Refusal(f.s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))),
      ).toEqual({ code: 'NotFound', status: 404 });

      const completed = await f.s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      expect(completed).toMatchObject({ Bucket: bucket, Key: key });
      const downloaded = await f.storage.from(bucket).download(key);
      expect(downloaded.error).toBeNull();
      const bytes = Buffer.from(await downloaded.data!.arrayBuffer());
      expect(bytes.equals(Buffer.concat(bodies))).toBe(true);
      expect(await partFiles(uploadId)).toEqual([]);
      expect(
        await s3Refusal(
          f.s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
    }, 60_000);

    it('refuses a small part but the last, and a part not uploaded, and stays open', async () => {
      const key = 'big/refused.bin';
      const uploadId = await begin(key);
      const first = await sendPart(key, uploadId, 1, randomBytes(1000));
      const second = await sendPart(key, uploadId, 2, randomBytes(1000));
      const complete = (parts: { PartNumber: number; ETag: string }[]) =>
        f.s3.send(
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
      const got = await f.s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      expect(got.ContentLength).toBe(1000);
      expect(await partFiles(uploadId)).toEqual([]);
    });

    it('leaves no object and no part once aborted', async () => {
      const key = 'big/aborted.bin';
      const uploadId = await begin(key);
      await sendPart(key, uploadId, 1, randomBytes(2000));
      expect(await partFiles(uploadId)).toHaveLength(1);
      await f.s3.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      );
      expect(await partFiles(uploadId)).toEqual([]);
      expect(
        await s3Refusal(
          f.s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
      expect(
        await s3Refusal(f.s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))),
      ).toEqual({ code: 'NotFound', status: 404 });
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
        f.instance.platformDbUrl,
      );
      const pool = new pg.Pool({ connectionString: f.instance.platformDbUrl, max: 1 });
      try {
        const removed = await removeStaleUploads(
          pool,
          new FileStore(f.instance.stateDir),
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
          f.s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
        ),
      ).toEqual({ code: 'NoSuchUpload', status: 404 });
      // The storage module schedules the job that does this on its own, once across instances.
      const runs = await directQuery(
        `SELECT 1 FROM module_job_runs WHERE module = 'storage' AND job = 's3-stale-multipart-uploads'`,
        [],
        f.instance.platformDbUrl,
      );
      expect(runs.length).toBeGreaterThan(0);
      const kept = await f.s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: 'big/fresh.bin', UploadId: fresh }),
      );
      expect(kept.Parts ?? []).toEqual([]);
    });

    it('lists the open uploads by key and upload id, with prefix, delimiter and markers', async () => {
      const keys = ['listed/a.bin', 'listed/a.bin', 'listed/c.bin', 'listed/sub/b.bin'];
      const made: { key: string; id: string }[] = [];
      for (const key of keys) made.push({ key, id: await begin(key) });
      const gone = await begin('listed/aborted.bin');
      await f.s3.send(
        new AbortMultipartUploadCommand({
          Bucket: bucket,
          Key: 'listed/aborted.bin',
          UploadId: gone,
        }),
      );
      const expected = [...made].sort((a, b) =>
        a.key === b.key ? (a.id < b.id ? -1 : 1) : a.key < b.key ? -1 : 1,
      );

      const all = await f.s3.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: 'listed/' }),
      );
      expect(all.Uploads?.map((u) => ({ key: u.Key, id: u.UploadId }))).toEqual(expected);
      expect(all.IsTruncated).toBe(false);
      expect(all.Uploads?.[0]?.Initiated).toBeInstanceOf(Date);

      const level = await f.s3.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: 'listed/', Delimiter: '/' }),
      );
      expect(level.Uploads?.map((u) => u.Key)).toEqual([
        'listed/a.bin',
        'listed/a.bin',
        'listed/c.bin',
      ]);
      expect(level.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['listed/sub/']);

      // One at a time, each page continuing from the markers of the one before.
      const paged: { key: string; id: string }[] = [];
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await f.s3.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: 'listed/',
            MaxUploads: 1,
            ...markers,
          }),
        );
        paged.push(...(page.Uploads ?? []).map((u) => ({ key: u.Key!, id: u.UploadId! })));
        if (!page.IsTruncated) break;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
      expect(paged).toEqual(expected);
      for (const { key, id } of made) {
        await f.s3.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: id }),
        );
      }
      const none = await f.s3.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: 'listed/' }),
      );
      expect(none.Uploads ?? []).toEqual([]);
    });

    it('copies an object, or a range of it, as a part (UploadPartCopy)', async () => {
      const big = randomBytes(6 * MB);
      const small = randomBytes(777);
      await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'sources/big.bin', Body: big }));
      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'sources/small.bin', Body: small }),
      );
      const key = 'big/copied.bin';
      const uploadId = await begin(key);
      const first = await f.s3.send(
        new UploadPartCopyCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: 1,
          CopySource: `${bucket}/sources/big.bin`,
          CopySourceRange: `bytes=0-${5 * MB - 1}`,
        }),
      );
      expect(first.CopyPartResult?.ETag).toMatch(/^"/);
      const second = await f.s3.send(
        new UploadPartCopyCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: 2,
          CopySource: `${bucket}/sources/small.bin`,
        }),
      );
      const past = (range: string) =>
        s3Refusal(
          f.s3.send(
            new UploadPartCopyCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              PartNumber: 3,
              CopySource: `${bucket}/sources/small.bin`,
              CopySourceRange: range,
            }),
          ),
        );
      expect(await past('bytes=0-777')).toEqual({ code: 'InvalidArgument', status: 400 });
      expect(
        await s3Refusal(
          f.s3.send(
            new UploadPartCopyCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              PartNumber: 3,
              CopySource: `${bucket}/sources/never.bin`,
            }),
          ),
        ),
      ).toEqual({ code: 'NoSuchKey', status: 404 });

      await f.s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [
              { PartNumber: 1, ETag: first.CopyPartResult!.ETag! },
              { PartNumber: 2, ETag: second.CopyPartResult!.ETag! },
            ],
          },
        }),
      );
      const downloaded = await f.storage.from(bucket).download(key);
      const bytes = Buffer.from(await downloaded.data!.arrayBuffer());
      expect(bytes.equals(Buffer.concat([big.subarray(0, 5 * MB), small]))).toBe(true);
      expect(await partFiles(uploadId)).toEqual([]);
    }, 60_000);
  });
});
