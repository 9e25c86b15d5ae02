import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetBucketLocationCommand,
  HeadBucketCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import { s3BucketName, s3Refusal, useS3Instance } from './s3-fixture.js';

/** The S3 protocol's bucket calls (docs/architecture/storage-s3.md), with the AWS SDK. */
describe('the S3 protocol: buckets', () => {
  const f = useS3Instance('s3_buckets');

  it('creates, heads, lists and deletes buckets', async () => {
    const bucket = s3BucketName(uniqueName('s3-bucket'));
    await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    expect(
      (await f.s3.send(new HeadBucketCommand({ Bucket: bucket }))).$metadata.httpStatusCode,
    ).toBe(200);
    const listed = await f.s3.send(new ListBucketsCommand({}));
    expect(listed.Buckets?.map((b) => b.Name)).toContain(bucket);
    expect(await s3Refusal(f.s3.send(new CreateBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'BucketAlreadyExists',
      status: 409,
    });

    await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'kept.txt', Body: 'kept' }));
    expect(await s3Refusal(f.s3.send(new DeleteBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'BucketNotEmpty',
      status: 409,
    });
    await f.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'kept.txt' }));
    await f.s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    expect(await s3Refusal(f.s3.send(new HeadBucketCommand({ Bucket: bucket })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
    expect(await s3Refusal(f.s3.send(new ListObjectsV2Command({ Bucket: bucket })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
  });

  it('answers GetBucketLocation with the deployment’s region, us-east-1 left unnamed as S3 does', async () => {
    const bucket = s3BucketName(uniqueName('s3-located'));
    await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const located = await f.s3.send(new GetBucketLocationCommand({ Bucket: bucket }));
    expect(located.$metadata.httpStatusCode).toBe(200);
    // The file store's deployment is in S3's first region, which S3 answers as no constraint.
    expect(located.LocationConstraint ?? '').toBe('');
    await f.s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    expect(await s3Refusal(f.s3.send(new GetBucketLocationCommand({ Bucket: bucket })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
  });

  it('audits CreateBucket and DeleteBucket as the platform’s bucket routes are, refusals included', async () => {
    const bucket = s3BucketName(uniqueName('s3-audited'));
    await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3Refusal(f.s3.send(new CreateBucketCommand({ Bucket: bucket })));
    await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'kept.txt', Body: 'kept' }));
    await s3Refusal(f.s3.send(new DeleteBucketCommand({ Bucket: bucket })));
    await f.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'kept.txt' }));
    await f.s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    // The bucket is the path's (the AWS SDK ends it with a slash), as the project API records it.
    const audited = await directQuery<{ action: string; status: number }>(
      `SELECT action, status FROM audit_log
        WHERE rtrim(target->>'bucket', '/') = $1 AND project_ref = 'default' ORDER BY id`,
      [bucket],
      f.instance.platformDbUrl,
    );
    // The object's put and delete are what applications do all day: not audited.
    expect(audited).toEqual([
      { action: 'storage:bucket.created', status: 200 },
      { action: 'storage:bucket.created', status: 409 },
      { action: 'storage:bucket.deleted', status: 409 },
      { action: 'storage:bucket.deleted', status: 204 },
    ]);
  });
});
