import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

const SECRET_KEY = 'storage-api-test-secret-key';

/**
 * The storage service at `/storage/v1` (docs/architecture/storage.md) driven by the real
 * `@supabase/storage-js` client on a real Postgres and the file-system byte store.
 */
describe('the storage API', () => {
  let instance: SharedClusterInstance;
  let secret: string;
  let service: StorageClient;
  const client = (apikey: string, bearer = apikey) =>
    new StorageClient(`${instance.atrium.url}/storage/v1`, {
      apikey,
      Authorization: `Bearer ${bearer}`,
    });
  /** Every file the byte store holds for the default project's bucket. */
  const storedFiles = async (bucket: string): Promise<string[]> => {
    const root = path.join(instance.stateDir, 'storage', 'default', bucket);
    const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  };
  const projectQuery = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    directQuery<T>(sql, params, sharedClusterUrl(instance.projectDb));

  beforeAll(async () => {
    instance = await startOnSharedCluster('storage_api', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    service = client(await signProjectKey(secret, 'default', 'service_role'));
  });

  afterAll(async () => {
    await instance?.close();
  });

  describe('as service_role', () => {
    const bucket = uniqueName('files');

    it('creates a bucket, uploads, downloads and lists', async () => {
      expect(await service.createBucket(bucket, { public: false })).toMatchObject({
        data: { name: bucket },
        error: null,
      });
      const uploaded = await service
        .from(bucket)
        .upload('docs/hello.txt', new Blob(['hello world'], { type: 'text/plain' }));
      expect(uploaded.error).toBeNull();
      expect(uploaded.data).toMatchObject({
        path: 'docs/hello.txt',
        fullPath: `${bucket}/docs/hello.txt`,
      });

      const downloaded = await service.from(bucket).download('docs/hello.txt');
      expect(downloaded.error).toBeNull();
      expect(await downloaded.data!.text()).toBe('hello world');

      const raw = await service.from(bucket).upload('docs/raw.bin', Buffer.from('raw bytes'), {
        contentType: 'application/octet-stream',
      });
      expect(raw.error).toBeNull();

      const root = await service.from(bucket).list();
      expect(root.data?.map((entry) => [entry.name, entry.id === null])).toEqual([['docs', true]]);
      const docs = await service
        .from(bucket)
        .list('docs', { sortBy: { column: 'name', order: 'desc' } });
      expect(docs.data?.map((entry) => entry.name)).toEqual(['raw.bin', 'hello.txt']);
      expect(docs.data?.[1]?.metadata).toMatchObject({ size: 11, mimetype: 'text/plain' });
    });

    it('refuses a duplicate with 409 unless x-upsert, which replaces the bytes', async () => {
      const again = await service.from(bucket).upload('docs/hello.txt', new Blob(['again']));
      expect(again.error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      });
      const before = await storedFiles(bucket);
      const upserted = await service
        .from(bucket)
        .upload('docs/hello.txt', new Blob(['replaced']), { upsert: true });
      expect(upserted.error).toBeNull();
      const downloaded = await service.from(bucket).download('docs/hello.txt');
      expect(await downloaded.data!.text()).toBe('replaced');
      // The old version's bytes are gone once the new row is committed; the count is unchanged.
      expect((await storedFiles(bucket)).length).toBe(before.length);
      expect(await storedFiles(bucket)).not.toEqual(before);
    });

    it('answers an HTTP range with 206 and only those bytes', async () => {
      const key = await signProjectKey(secret, 'default', 'service_role');
      const response = await fetch(
        `${instance.atrium.url}/storage/v1/object/${bucket}/docs/raw.bin`,
        {
          headers: { apikey: key, range: 'bytes=4-' },
        },
      );
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe('bytes 4-8/9');
      expect(await response.text()).toBe('bytes');
    });

    it('keeps its rows in the project’s storage.objects', async () => {
      const rows = await projectQuery<{ name: string }>(
        'SELECT name FROM storage.objects WHERE bucket_id = $1 ORDER BY name',
        [bucket],
      );
      expect(rows.map((row) => row.name)).toEqual(['docs/hello.txt', 'docs/raw.bin']);
    });
  });
});
