import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import type { SharedClusterInstance } from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';
import { SECRET_KEY, useStorageInstance } from './storage-fixture.js';

/**
 * A hosted project's storage, apart from the default project's and reached by its own URL
 * (docs/architecture/storage.md, docs/architecture/project-api.md).
 */
describe('the storage API: a hosted project', () => {
  const f = useStorageInstance('storage_api_hosted');
  const { client } = f;
  let instance: SharedClusterInstance;
  let secret: string;
  let service: StorageClient;
  beforeAll(() => {
    ({ instance, secret, service } = f);
  });

  describe('a hosted project of its own', () => {
    let other: ProjectBody;
    let otherKey: string;

    beforeAll(async () => {
      const created = await callAs<ProjectBody>(
        instance.atrium.url,
        instance.token!,
        'POST',
        '/platform/organizations/default/projects',
        { name: 'Storage other' },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      other = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
      expect(other.status).toBe('ACTIVE_HEALTHY');
      const otherSecret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, other.ref);
      otherKey = await signProjectKey(otherSecret, other.ref, 'service_role');
    });

    afterAll(async () => {
      if (!other) return;
      await superuserQuery(`DROP DATABASE IF EXISTS "project_${other.ref}" WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS "project_${other.ref}"`);
    });

    it('keeps its buckets, objects and bytes apart from the default project’s', async () => {
      const mine = client(otherKey);
      const bucket = uniqueName('theirs');
      expect((await mine.createBucket(bucket)).error).toBeNull();
      expect((await mine.listBuckets()).data?.map((b) => b.id)).toEqual([bucket]);
      expect((await mine.from(bucket).upload('x.txt', new Blob(['theirs']))).error).toBeNull();
      expect(await readdir(path.join(instance.stateDir, 'storage', other.ref, bucket))).toEqual([
        'x.txt',
      ]);
      expect((await service.getBucket(bucket)).error).toMatchObject({ statusCode: '404' });
    });

    it('refuses its key or JWT on the default project', async () => {
      const anon = await signProjectKey(secret, 'default', 'anon');
      const crossed = client(anon, otherKey);
      expect((await crossed.listBuckets()).error).toMatchObject({ statusCode: '401' });
    });

    describe('reached by its own URL, /project-api/{ref}/storage/v1', () => {
      const namedUrl = () => `${instance.atrium.url}/project-api/${other.ref}/storage/v1`;
      const named = (apikey: string) =>
        new StorageClient(namedUrl(), { apikey, Authorization: `Bearer ${apikey}` });

      it('serves the public URL storage-js builds from it: this project’s object, not the default’s', async () => {
        const bucket = uniqueName('both');
        const mine = named(otherKey);
        expect((await service.createBucket(bucket, { public: true })).error).toBeNull();
        expect((await mine.createBucket(bucket, { public: true })).error).toBeNull();
        await service.from(bucket).upload('logo.txt', new Blob(['the default’s']));
        expect((await mine.from(bucket).upload('logo.txt', new Blob(['theirs']))).error).toBeNull();

        const { publicUrl } = mine.from(bucket).getPublicUrl('logo.txt').data;
        expect(publicUrl).toBe(`${namedUrl()}/object/public/${bucket}/logo.txt`);
        const theirs = await fetch(publicUrl);
        expect(theirs.status).toBe(200);
        expect(await theirs.text()).toBe('theirs');
        const defaults = await fetch(service.from(bucket).getPublicUrl('logo.txt').data.publicUrl);
        expect(await defaults.text()).toBe('the default’s');
      });

      it('refuses a private bucket’s object by public URL, and an unknown project’s', async () => {
        const bucket = uniqueName('closed');
        const mine = named(otherKey);
        expect((await mine.createBucket(bucket, { public: false })).error).toBeNull();
        expect(
          (await mine.from(bucket).upload('secret.txt', new Blob(['private bytes']))).error,
        ).toBeNull();
        const closed = await fetch(mine.from(bucket).getPublicUrl('secret.txt').data.publicUrl);
        expect(closed.status).toBe(404);
        expect(await closed.text()).not.toContain('private bytes');
        const unknown = await fetch(
          `${instance.atrium.url}/project-api/nosuchproject/storage/v1/object/public/${bucket}/secret.txt`,
        );
        expect(unknown.status).toBe(404);
      });

      it('refuses another project’s key and signed URL there', async () => {
        const defaultKey = await signProjectKey(secret, 'default', 'service_role');
        expect((await named(defaultKey).listBuckets()).error).toMatchObject({
          statusCode: '401',
        });
        const bucket = uniqueName('signed');
        expect((await service.createBucket(bucket)).error).toBeNull();
        await service.from(bucket).upload('a.txt', new Blob(['default bytes']));
        const signed = await service.from(bucket).createSignedUrl('a.txt', 60);
        const signedPath = new URL(signed.data!.signedUrl);
        const crossed = await fetch(
          `${namedUrl()}${signedPath.pathname.replace(/^\/storage\/v1/, '')}${signedPath.search}`,
        );
        expect(crossed.status).toBe(400);
        expect(await fetch(signed.data!.signedUrl).then((answer) => answer.status)).toBe(200);
      });
    });
  });
});
