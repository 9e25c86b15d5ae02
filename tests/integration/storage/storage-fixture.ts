import { createHmac } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

export const SECRET_KEY = 'storage-api-test-secret-key';

/** An HS256 JWT as the project's own auth server would issue it to a signed-in user. */
export function signedJwt(secret: string, claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** What a test file of the storage API works with, there once its `beforeAll` has run. */
export interface StorageFixture {
  readonly instance: SharedClusterInstance;
  /** The default project's JWT secret. */
  readonly secret: string;
  /** storage-js as the default project's `service_role`. */
  readonly service: StorageClient;
  /** storage-js on the default project with `apikey` (and another bearer, when given). */
  client(apikey: string, bearer?: string): StorageClient;
  /** Every file the byte store holds for the default project's bucket. */
  storedFiles(bucket: string): Promise<string[]>;
  /** Every file under the bucket's folder, temporary files and tags included. */
  allFiles(bucket: string): Promise<string[]>;
  projectQuery<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * An API of its own (hosted, so projects can be made, with a secret key the tests know to sign
 * project keys) on the shared cluster, on the file-system byte store, for the real
 * `@supabase/storage-js` client at `/storage/v1`.
 */
export function useStorageInstance(name: string): StorageFixture {
  const fixture = {} as { -readonly [K in keyof StorageFixture]: StorageFixture[K] };
  const bucketFiles = async (bucket: string) => {
    const root = path.join(fixture.instance.stateDir, 'storage', 'default', bucket);
    return readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  };
  fixture.client = (apikey, bearer = apikey) =>
    new StorageClient(`${fixture.instance.atrium.url}/storage/v1`, {
      apikey,
      Authorization: `Bearer ${bearer}`,
    });
  fixture.storedFiles = async (bucket) =>
    (await bucketFiles(bucket))
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  fixture.allFiles = async (bucket) =>
    (await bucketFiles(bucket))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  fixture.projectQuery = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    directQuery<T>(sql, params, sharedClusterUrl(fixture.instance.projectDb));

  beforeAll(async () => {
    fixture.instance = await startOnSharedCluster(name, {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    fixture.secret = await readProjectJwtSecret(
      fixture.instance.platformDbUrl,
      SECRET_KEY,
      'default',
    );
    fixture.service = fixture.client(
      await signProjectKey(fixture.secret, 'default', 'service_role'),
    );
  });

  afterAll(async () => {
    await fixture.instance?.close();
  });

  return fixture;
}
