import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { StorageClient } from '@supabase/storage-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { uniqueName } from '../../harness/database.js';
import { waitFor } from '../../harness/wait-for.js';
import type { SharedClusterInstance } from '../../harness/shared-cluster-instance.js';
import { useStorageInstance } from './storage-fixture.js';

/**
 * storage-js's object calls as `service_role` (docs/architecture/storage.md): update, move, copy,
 * info, list, and names and bodies that must leave nothing behind.
 */
describe('the storage API: objects as service_role', () => {
  const f = useStorageInstance('storage_api_objects');
  const { storedFiles, allFiles, projectQuery } = f;
  let instance: SharedClusterInstance;
  let secret: string;
  let service: StorageClient;
  beforeAll(() => {
    ({ instance, secret, service } = f);
  });

  describe('objects as service_role', () => {
    const bucket = uniqueName('objects');

    beforeAll(async () => {
      await service.createBucket(bucket);
      for (const name of ['a/one.txt', 'a/two.txt', 'b/three.txt']) {
        await service.from(bucket).upload(name, new Blob([name], { type: 'text/plain' }));
      }
    });

    it('updates, moves, copies, tells info and existence, and removes', async () => {
      const files = service.from(bucket);
      expect((await files.update('a/one.txt', new Blob(['new one']))).error).toBeNull();
      expect(await (await files.download('a/one.txt')).data!.text()).toBe('new one');
      expect((await files.update('a/none.txt', new Blob(['x']))).error).toMatchObject({
        statusCode: '404',
      });

      expect((await files.move('a/two.txt', 'c/two.txt')).error).toBeNull();
      expect(await (await files.download('c/two.txt')).data!.text()).toBe('a/two.txt');
      expect((await files.exists('a/two.txt')).data).toBe(false);
      expect((await files.move('a/one.txt', 'b/three.txt')).error).toMatchObject({
        statusCode: '409',
      });

      expect((await files.copy('b/three.txt', 'd/copy.txt')).data).toEqual({
        path: `${bucket}/d/copy.txt`,
      });
      expect(await (await files.download('d/copy.txt')).data!.text()).toBe('b/three.txt');

      const info = await files.info('d/copy.txt');
      expect(info.data).toMatchObject({ name: 'd/copy.txt', size: 11, contentType: 'text/plain' });
      expect((await files.exists('d/copy.txt')).data).toBe(true);

      const removed = await files.remove(['d/copy.txt', 'c/two.txt']);
      expect(removed.data?.map((row) => row.name).sort()).toEqual(['c/two.txt', 'd/copy.txt']);
      expect((await files.exists('d/copy.txt')).data).toBe(false);
      // Four stored objects remain minus the two removed; their bytes went with the rows.
      expect(await storedFiles(bucket)).toHaveLength(2);
    });

    it('lists with limit, offset, search and sortBy', async () => {
      const files = service.from(bucket);
      await files.upload('page/a1.txt', new Blob(['1']));
      await files.upload('page/a2.txt', new Blob(['22']));
      await files.upload('page/b1.txt', new Blob(['333']));
      const page = await files.list('page', {
        limit: 2,
        offset: 1,
        sortBy: { column: 'name', order: 'asc' },
      });
      expect(page.data?.map((entry) => entry.name)).toEqual(['a2.txt', 'b1.txt']);
      const searched = await files.list('page', { search: 'a' });
      expect(searched.data?.map((entry) => entry.name)).toEqual(['a1.txt', 'a2.txt']);
      const newest = await files.list('page', {
        limit: 1,
        sortBy: { column: 'created_at', order: 'desc' },
      });
      expect(newest.data?.map((entry) => entry.name)).toEqual(['b1.txt']);
    });

    it('refuses hostile object names with 400 and stores nothing', async () => {
      const key = await signProjectKey(secret, 'default', 'service_role');
      const before = await storedFiles(bucket);
      for (const name of [
        '%2E%2E%2Fescape.txt',
        'a%2F..%2F..%2Fescape.txt',
        'nul%00.txt',
        'x'.repeat(1100),
      ]) {
        const response = await fetch(`${instance.atrium.url}/storage/v1/object/${bucket}/${name}`, {
          method: 'POST',
          headers: { apikey: key, 'content-type': 'text/plain' },
          body: 'hostile',
        });
        expect(response.status, name).toBe(400);
        expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      }
      const moved = await service.from(bucket).move('b/three.txt', '../../escape.txt');
      expect(moved.error).toMatchObject({ statusCode: '400' });
      const absolute = await service.from(bucket).copy('b/three.txt', '/etc/passwd');
      expect(absolute.error).toMatchObject({ statusCode: '400' });
      expect(await storedFiles(bucket)).toEqual(before);
      expect(await readdir(path.join(instance.stateDir, 'storage'))).toEqual(['default']);
    });

    it('refuses a name the byte stores cannot hold with 400 KeyTooLongError, storing nothing', async () => {
      const key = await signProjectKey(secret, 'default', 'service_role');
      const before = await storedFiles(bucket);
      const segment = (n: number) => 'y'.repeat(n);
      for (const name of [
        // One part longer than a file name may be on disk.
        `${segment(256)}.txt`,
        // Within 1024 bytes, but not with the project, bucket and version around it.
        [segment(250), segment(250), segment(250), segment(250)].join('/'),
      ]) {
        const response = await fetch(`${instance.atrium.url}/storage/v1/object/${bucket}/${name}`, {
          method: 'POST',
          headers: { apikey: key, 'content-type': 'text/plain' },
          body: 'long',
        });
        expect(response.status, name).toBe(400);
        expect(await response.json()).toMatchObject({
          statusCode: '400',
          error: 'KeyTooLongError',
          message: expect.stringMatching(/^Your key is too long: /),
        });
      }
      expect(await storedFiles(bucket)).toEqual(before);
    });

    it('never reaches another object’s bytes through a row written with SQL', async () => {
      await service.from(bucket).upload('victim/v.txt', new Blob(['victim bytes']));
      const [victim] = await projectQuery<{ version: string }>(
        'SELECT version FROM storage.objects WHERE bucket_id = $1 AND name = $2',
        [bucket, 'victim/v.txt'],
      );
      // Its key is {ref}/{bucket}/victim/v.txt/{version}: a row named "victim" whose version is
      // "v.txt/{version}" would name the same key.
      await projectQuery(
        `INSERT INTO storage.objects (bucket_id, name, version, metadata)
         VALUES ($1, 'victim', $2, '{"size": 12}')`,
        [bucket, `v.txt/${victim!.version}`],
      );
      const read = await service.from(bucket).download('victim');
      expect(read.error).toMatchObject({ statusCode: '400' });
      expect((await service.from(bucket).remove(['victim'])).error).toBeNull();
      expect(await (await service.from(bucket).download('victim/v.txt')).data!.text()).toBe(
        'victim bytes',
      );
    });

    it('leaves no row and no bytes when the upload’s body fails midway', async () => {
      const key = await signProjectKey(secret, 'default', 'service_role');
      const before = await allFiles(bucket);
      let sent = 0;
      const writing = async () =>
        (await allFiles(bucket)).some((name) => name.startsWith('.incoming-'));
      const failing = new ReadableStream<Uint8Array>({
        async pull(controller) {
          sent += 1;
          if (sent <= 3) return controller.enqueue(new Uint8Array(64 * 1024));
          // The connection drops once the server is writing the bytes, so the clean-up below is
          // what is checked, not a race with the server's start.
          await waitFor(writing, 5000);
          controller.error(new Error('connection lost'));
        },
      });
      await expect(
        fetch(`${instance.atrium.url}/storage/v1/object/${bucket}/broken.bin`, {
          method: 'POST',
          headers: { apikey: key, 'content-type': 'application/octet-stream' },
          body: failing,
          duplex: 'half',
        } as RequestInit),
      ).rejects.toThrow();
      await waitFor(async () => (await allFiles(bucket)).length === before.length, 5000);
      expect(await allFiles(bucket)).toEqual(before);
      expect(
        await projectQuery('SELECT 1 FROM storage.objects WHERE bucket_id = $1 AND name = $2', [
          bucket,
          'broken.bin',
        ]),
      ).toEqual([]);
    });
  });
});
