import type { StorageClient } from '@supabase/storage-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { uniqueName } from '../../harness/database.js';
import type { SharedClusterInstance } from '../../harness/shared-cluster-instance.js';
import { useStorageInstance } from './storage-fixture.js';

/**
 * The storage service at `/storage/v1` (docs/architecture/storage.md) driven by the real
 * `@supabase/storage-js` client as `service_role`: buckets, uploads, downloads, limits.
 */
describe('the storage API: buckets and objects as service_role', () => {
  const f = useStorageInstance('storage_api_service');
  const { storedFiles, projectQuery } = f;
  let instance: SharedClusterInstance;
  let secret: string;
  let service: StorageClient;
  beforeAll(() => {
    ({ instance, secret, service } = f);
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

  describe('buckets as service_role', () => {
    const bucket = uniqueName('crud');

    it('creates with limits, gets, lists, updates, empties and deletes', async () => {
      const created = await service.createBucket(bucket, {
        public: true,
        fileSizeLimit: 1024,
        allowedMimeTypes: ['image/*'],
      });
      expect(created.error).toBeNull();
      const duplicate = await service.createBucket(bucket);
      expect(duplicate.error).toMatchObject({ statusCode: '409' });
      expect((await service.getBucket(bucket)).data).toMatchObject({
        id: bucket,
        name: bucket,
        public: true,
        file_size_limit: 1024,
        allowed_mime_types: ['image/*'],
      });
      expect((await service.listBuckets()).data?.map((b) => b.id)).toContain(bucket);
      const updated = await service.updateBucket(bucket, {
        public: false,
        fileSizeLimit: 2048,
        allowedMimeTypes: ['image/png', 'text/plain'],
      });
      expect(updated.error).toBeNull();
      expect((await service.getBucket(bucket)).data).toMatchObject({
        public: false,
        file_size_limit: 2048,
        allowed_mime_types: ['image/png', 'text/plain'],
      });

      await service.from(bucket).upload('a.txt', new Blob(['a'], { type: 'text/plain' }));
      expect((await service.deleteBucket(bucket)).error).toMatchObject({ statusCode: '409' });
      expect(await storedFiles(bucket)).toHaveLength(1);
      expect((await service.emptyBucket(bucket)).error).toBeNull();
      expect(await storedFiles(bucket)).toEqual([]);
      expect((await service.deleteBucket(bucket)).error).toBeNull();
      expect((await service.getBucket(bucket)).error).toMatchObject({ statusCode: '404' });
    });

    it('answers storage-api’s 413 and 415 for the bucket’s size limit and types', async () => {
      const limited = uniqueName('limited');
      await service.createBucket(limited, {
        public: false,
        fileSizeLimit: 10,
        allowedMimeTypes: ['image/*'],
      });
      const tooLarge = await service
        .from(limited)
        .upload('big.png', new Blob(['x'.repeat(11)], { type: 'image/png' }));
      expect(tooLarge.error).toMatchObject({
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
      const wrongType = await service
        .from(limited)
        .upload('a.txt', new Blob(['x'], { type: 'text/plain' }));
      expect(wrongType.error).toMatchObject({
        statusCode: '415',
        message: 'mime type text/plain is not supported',
      });
      const fits = await service
        .from(limited)
        .upload('small.png', new Blob(['x'.repeat(10)], { type: 'image/png' }));
      expect(fits.error).toBeNull();
      expect(await storedFiles(limited)).toHaveLength(1);
    });
  });
});
