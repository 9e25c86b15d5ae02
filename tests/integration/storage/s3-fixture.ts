import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { superuserQuery } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs } from '../hosted/hosted-calls.js';

const SECRET_KEY = 's3-protocol-test-secret-key';
const REGION = 'us-east-1';

export interface AccessKey {
  readonly id: string;
  readonly access_key: string;
  readonly secret_key: string;
}

/** The error an S3 call rejects with: its code (`NoSuchKey`) and HTTP status. */
export async function s3Refusal(call: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(S3ServiceException);
  const refused = error as S3ServiceException;
  return { code: refused.name, status: refused.$metadata.httpStatusCode ?? 0 };
}

/** A body's text, as the AWS SDK hands it. */
export const text = async (body: { transformToString(): Promise<string> } | undefined) =>
  body!.transformToString();

/** A bucket name S3 accepts (no `_`), unique to the run. */
export const s3BucketName = (name: string) => name.replace(/_/g, '-');

/** What a test file of the S3 protocol works with, there once its `beforeAll` has run. */
export interface S3Fixture {
  readonly instance: SharedClusterInstance;
  readonly key: AccessKey;
  readonly s3: S3Client;
  /** storage-js as the default project's `service_role`, with its key. */
  readonly storage: StorageClient;
  readonly serviceKey: string;
  readonly endpoint: () => string;
  clientWith(
    accessKeyId: string,
    secretAccessKey: string,
    options?: { systemClockOffset?: number },
  ): S3Client;
  newAccessKey(ref: string, description: string): Promise<AccessKey>;
  /** Hosted projects a test made, dropped with the instance. */
  readonly madeProjects: string[];
}

/**
 * An API of its own (hosted, so projects can be made) on the shared cluster, reached at
 * `/storage/v1/s3` by the AWS SDK's own `@aws-sdk/client-s3`, path-style, signed with an access
 * key of the default project, beside storage-js on the same objects.
 */
export function useS3Instance(
  name: string,
  /** More settings, read as the instance starts (after the file's earlier `beforeAll`). */
  env: () => Record<string, string> = () => ({}),
): S3Fixture {
  const fixture = { madeProjects: [] as string[] } as unknown as {
    -readonly [K in keyof S3Fixture]: S3Fixture[K];
  };
  fixture.endpoint = () => `${fixture.instance.atrium.url}/storage/v1/s3`;
  fixture.clientWith = (accessKeyId, secretAccessKey, options = {}) =>
    new S3Client({
      endpoint: fixture.endpoint(),
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      // One attempt: the SDK would otherwise retry a skewed clock with the server's time.
      maxAttempts: 1,
      ...options,
    });
  fixture.newAccessKey = async (ref, description) => {
    const made = await callAs<AccessKey>(
      fixture.instance.atrium.url,
      fixture.instance.token!,
      'POST',
      `/platform/storage/${ref}/credentials`,
      { description },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  };

  beforeAll(async () => {
    fixture.instance = await startOnSharedCluster(name, {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
      ...env(),
    });
    fixture.key = await fixture.newAccessKey('default', 'S3 tests');
    fixture.s3 = fixture.clientWith(fixture.key.access_key, fixture.key.secret_key);
    const secret = await readProjectJwtSecret(
      fixture.instance.platformDbUrl,
      SECRET_KEY,
      'default',
    );
    const service = await signProjectKey(secret, 'default', 'service_role');
    fixture.serviceKey = service;
    fixture.storage = new StorageClient(`${fixture.instance.atrium.url}/storage/v1`, {
      apikey: service,
      Authorization: `Bearer ${service}`,
    });
  });

  afterAll(async () => {
    fixture.s3?.destroy();
    if (!fixture.instance) return;
    await fixture.instance.close();
    for (const ref of fixture.madeProjects) {
      await superuserQuery(`DROP DATABASE IF EXISTS "project_${ref}" WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS "project_${ref}"`);
    }
  });

  return fixture;
}
