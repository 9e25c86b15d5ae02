import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListBucketsCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';
import { s3BucketName, s3Refusal, useS3Instance } from './s3-fixture.js';

/**
 * Who reaches the S3 protocol (docs/architecture/storage-s3.md, Authentication): Signature V4 with
 * a current access key of the project, and nothing of another project.
 */
describe('the S3 protocol: access', () => {
  const f = useS3Instance('s3_access');

  it('refuses a wrong secret, an unknown or revoked key, and a skewed clock', async () => {
    const wrongSecret = f.clientWith(f.key.access_key, 'f'.repeat(64));
    expect(await s3Refusal(wrongSecret.send(new ListBucketsCommand({})))).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    const unknown = f.clientWith('0'.repeat(32), f.key.secret_key);
    expect(await s3Refusal(unknown.send(new ListBucketsCommand({})))).toEqual({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
    const skewed = f.clientWith(f.key.access_key, f.key.secret_key, {
      systemClockOffset: -20 * 60_000,
    });
    expect(await s3Refusal(skewed.send(new ListBucketsCommand({})))).toEqual({
      code: 'RequestTimeTooSkewed',
      status: 403,
    });

    const revocable = await f.newAccessKey('default', 'to revoke');
    const revokedClient = f.clientWith(revocable.access_key, revocable.secret_key);
    await revokedClient.send(new ListBucketsCommand({}));
    const revoked = await callAs(
      f.instance.atrium.url,
      f.instance.token!,
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
    const unsigned = await fetch(`${f.endpoint()}/`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
    for (const path of ['/storage/v1/bucket', '/storage/v1/s3x', '/storage/v1/object/list/x']) {
      const response = await fetch(`${f.instance.atrium.url}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'InvalidJWT' });
    }
  });

  it("keeps another project's access key out of this project's buckets", async () => {
    const bucket = s3BucketName(uniqueName('s3-private'));
    await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'secret.txt', Body: 'mine' }));
    const created = await callAs<ProjectBody>(
      f.instance.atrium.url,
      f.instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Other' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    f.madeProjects.push(created.body.ref);
    const other = await settledProject(f.instance.atrium.url, f.instance.token!, created.body.ref);
    expect(other.status).toBe('ACTIVE_HEALTHY');
    const otherKey = await f.newAccessKey(other.ref, 'other project');
    const outsider = f.clientWith(otherKey.access_key, otherKey.secret_key);
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
