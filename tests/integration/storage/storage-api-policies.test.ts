import { randomUUID } from 'node:crypto';
import type { StorageClient } from '@supabase/storage-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { uniqueName } from '../../harness/database.js';
import { signedJwt, useStorageInstance } from './storage-fixture.js';

/**
 * storage-js as `anon` and as a signed-in user (docs/architecture/storage.md, Who may do what):
 * each operation allowed and refused by the storage policies of the spec's map.
 */
describe('the storage API: under storage policies', () => {
  const f = useStorageInstance('storage_api_policies');
  const { client, allFiles, projectQuery } = f;
  let secret: string;
  let service: StorageClient;
  beforeAll(() => {
    ({ secret, service } = f);
  });

  describe('as anon, under storage policies', () => {
    const bucket = uniqueName('anon');
    let anon: StorageClient;
    const seed = (name: string) => service.from(bucket).upload(name, new Blob([name]));

    beforeAll(async () => {
      anon = client(await signProjectKey(secret, 'default', 'anon'));
      await service.createBucket(bucket);
      // anon may read, add and change files under open/, and delete those named gone-*.
      const open = `bucket_id = '${bucket}' AND (storage.foldername(name))[1] = 'open'`;
      await projectQuery(
        `CREATE POLICY "${bucket} read" ON storage.objects FOR SELECT TO anon USING (${open});
         CREATE POLICY "${bucket} add" ON storage.objects FOR INSERT TO anon WITH CHECK (${open});
         CREATE POLICY "${bucket} change" ON storage.objects FOR UPDATE TO anon USING (${open});
         CREATE POLICY "${bucket} delete" ON storage.objects FOR DELETE TO anon
           USING (${open} AND storage.filename(name) LIKE 'gone-%');`,
      );
      for (const name of [
        'open/seen.txt',
        'open/gone-1.txt',
        'open/kept.txt',
        'closed/hidden.txt',
      ]) {
        await seed(name);
      }
    });

    it('uploads only where the INSERT policy allows, refusing before any byte is stored', async () => {
      expect((await anon.from(bucket).upload('open/new.txt', new Blob(['n']))).error).toBeNull();
      const before = await allFiles(bucket);
      const refused = await anon.from(bucket).upload('closed/new.txt', new Blob(['n']));
      expect(refused.error).toMatchObject({ statusCode: '403' });
      expect(await allFiles(bucket)).toEqual(before);
    });

    it('downloads and lists only what the SELECT policy shows', async () => {
      expect(await (await anon.from(bucket).download('open/seen.txt')).data!.text()).toBe(
        'open/seen.txt',
      );
      expect((await anon.from(bucket).download('closed/hidden.txt')).error).toMatchObject({
        statusCode: '404',
      });
      expect((await anon.from(bucket).list()).data?.map((entry) => entry.name)).toEqual(['open']);
      expect((await anon.from(bucket).list('closed')).data).toEqual([]);
    });

    it('updates and moves only with SELECT and UPDATE', async () => {
      expect((await anon.from(bucket).update('open/kept.txt', new Blob(['k2']))).error).toBeNull();
      expect(
        (await anon.from(bucket).update('closed/hidden.txt', new Blob(['x']))).error,
      ).toMatchObject({
        statusCode: '404',
      });
      expect((await anon.from(bucket).move('open/seen.txt', 'open/moved.txt')).error).toBeNull();
      expect(
        (await anon.from(bucket).move('open/moved.txt', 'closed/moved.txt')).error,
      ).toMatchObject({
        statusCode: '403',
      });
      expect((await service.from(bucket).exists('open/moved.txt')).data).toBe(true);
    });

    it('copies only with SELECT on the source and INSERT on the copy', async () => {
      expect((await anon.from(bucket).copy('open/kept.txt', 'open/copy.txt')).error).toBeNull();
      expect(
        (await anon.from(bucket).copy('closed/hidden.txt', 'open/leak.txt')).error,
      ).toMatchObject({
        statusCode: '404',
      });
      expect(
        (await anon.from(bucket).copy('open/kept.txt', 'closed/copy.txt')).error,
      ).toMatchObject({
        statusCode: '403',
      });
    });

    it('removes only with SELECT and DELETE', async () => {
      const removed = await anon.from(bucket).remove(['open/gone-1.txt', 'open/kept.txt']);
      expect(removed.data?.map((row) => row.name)).toEqual(['open/gone-1.txt']);
      expect((await service.from(bucket).exists('open/gone-1.txt')).data).toBe(false);
      expect((await service.from(bucket).exists('open/kept.txt')).data).toBe(true);
    });

    it('may not create, empty or delete buckets without a policy on storage.buckets', async () => {
      expect((await anon.createBucket(uniqueName('mine'))).error).toMatchObject({
        statusCode: '403',
      });
      expect((await anon.listBuckets()).data).toEqual([]);
    });
  });

  describe('as a user whose JWT the project secret signs', () => {
    const bucket = uniqueName('users');
    const userId = randomUUID();
    let user: StorageClient;

    beforeAll(async () => {
      const now = Math.floor(Date.now() / 1000);
      const jwt = signedJwt(secret, {
        role: 'authenticated',
        sub: userId,
        ref: 'default',
        iat: now,
        exp: now + 3600,
      });
      user = client(await signProjectKey(secret, 'default', 'anon'), jwt);
      await service.createBucket(bucket);
      // Each user owns the folder named by their id.
      const own = `bucket_id = '${bucket}' AND (storage.foldername(name))[1] = auth.uid()::text`;
      await projectQuery(
        `CREATE POLICY "${bucket} own read" ON storage.objects FOR SELECT TO authenticated USING (${own});
         CREATE POLICY "${bucket} own add" ON storage.objects FOR INSERT TO authenticated WITH CHECK (${own});`,
      );
    });

    it('uploads to its own folder as its owner, and not to another user’s', async () => {
      const mine = await user.from(bucket).upload(`${userId}/avatar.txt`, new Blob(['me']));
      expect(mine.error).toBeNull();
      const [row] = await projectQuery<{ owner: string; owner_id: string }>(
        'SELECT owner::text, owner_id FROM storage.objects WHERE bucket_id = $1',
        [bucket],
      );
      expect(row).toEqual({ owner: userId, owner_id: userId });
      expect(await (await user.from(bucket).download(`${userId}/avatar.txt`)).data!.text()).toBe(
        'me',
      );
      const theirs = await user.from(bucket).upload(`${randomUUID()}/avatar.txt`, new Blob(['x']));
      expect(theirs.error).toMatchObject({ statusCode: '403' });
    });
  });
});
