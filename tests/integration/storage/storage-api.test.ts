import { createHmac, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import { waitFor } from '../../harness/wait-for.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

const SECRET_KEY = 'storage-api-test-secret-key';

/** An HS256 JWT as the project's own auth server would issue it to a signed-in user. */
function signedJwt(secret: string, claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

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
  /** Every file under the bucket's folder, temporary files and tags included. */
  const allFiles = async (bucket: string): Promise<string[]> => {
    const root = path.join(instance.stateDir, 'storage', 'default', bucket);
    const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
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

  describe('signed, public and render URLs', () => {
    const bucket = uniqueName('signed');
    const open = uniqueName('public');

    beforeAll(async () => {
      await service.createBucket(bucket);
      await service.createBucket(open, { public: true });
      await service.from(bucket).upload('secret.txt', new Blob(['signed bytes']));
      await service.from(bucket).upload('other.txt', new Blob(['other bytes']));
      await service.from(open).upload('logo.txt', new Blob(['public bytes']));
    });

    it('opens one object with a signed URL, without a key, until it expires', async () => {
      const signed = await service.from(bucket).createSignedUrl('secret.txt', 60);
      expect(signed.error).toBeNull();
      const response = await fetch(signed.data!.signedUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('signed bytes');
      const download = await service
        .from(bucket)
        .createSignedUrl('secret.txt', 60, { download: true });
      expect((await fetch(download.data!.signedUrl)).headers.get('content-disposition')).toMatch(
        /^attachment/,
      );
    });

    it('refuses a tampered, re-aimed or expired token', async () => {
      const { data } = await service.from(bucket).createSignedUrl('secret.txt', 60);
      const url = new URL(data!.signedUrl);
      const token = url.searchParams.get('token')!;
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const tampered = Buffer.from(
        JSON.stringify({ ...claims, url: `${bucket}/other.txt` }),
      ).toString('base64url');
      url.searchParams.set('token', `${header}.${tampered}.${signature}`);
      const forged = await fetch(url.toString().replace('secret.txt', 'other.txt'));
      expect(forged.status).toBe(400);
      expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
      // The right token on another object's path.
      const reaimed = await fetch(data!.signedUrl.replace('secret.txt', 'other.txt'));
      expect(reaimed.status).toBe(400);
      const now = Math.floor(Date.now() / 1000);
      const expired = signedJwt(secret, {
        url: `${bucket}/secret.txt`,
        ref: 'default',
        iat: now - 120,
        exp: now - 60,
      });
      url.searchParams.set('token', expired);
      const late = await fetch(url.toString());
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
    });

    it('serves an uploaded page as a sandboxed document of no origin, so its script cannot act as the dashboard', async () => {
      const page = '<script>fetch("/platform/profile")</script>';
      await service
        .from(open)
        .upload('page.html', new Blob([page], { type: 'text/html' }), { upsert: true });
      const signed = await service.from(open).createSignedUrl('page.html', 60);
      const answers = [
        await fetch(service.from(open).getPublicUrl('page.html').data.publicUrl),
        await fetch(signed.data!.signedUrl),
      ];
      for (const answer of answers) {
        expect(answer.headers.get('content-type')).toBe('text/html');
        expect(answer.headers.get('content-security-policy')).toBe(
          "sandbox; default-src 'none'; frame-ancestors 'none'",
        );
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await answer.text()).toBe(page);
      }
    });

    it('signs a batch, marking the paths the caller cannot see', async () => {
      const signed = await service.from(bucket).createSignedUrls(['secret.txt', 'none.txt'], 60);
      expect(signed.data?.map((entry) => [entry.path, entry.error])).toEqual([
        ['secret.txt', null],
        ['none.txt', 'Either the object does not exist or you do not have access to it'],
      ]);
      expect(await (await fetch(signed.data![0]!.signedUrl!)).text()).toBe('signed bytes');
    });

    it('signs for anon only what the SELECT policy shows', async () => {
      const anon = client(await signProjectKey(secret, 'default', 'anon'));
      expect((await anon.from(bucket).createSignedUrl('secret.txt', 60)).error).toMatchObject({
        statusCode: '404',
      });
    });

    it('uploads once through a signed upload URL', async () => {
      const signed = await service.from(bucket).createSignedUploadUrl('uploaded/by-url.txt');
      expect(signed.error).toBeNull();
      const uploaded = await service
        .from(bucket)
        .uploadToSignedUrl('uploaded/by-url.txt', signed.data!.token, new Blob(['via url']));
      expect(uploaded.error).toBeNull();
      expect(await (await service.from(bucket).download('uploaded/by-url.txt')).data!.text()).toBe(
        'via url',
      );
      const again = await service
        .from(bucket)
        .uploadToSignedUrl('uploaded/by-url.txt', signed.data!.token, new Blob(['again']));
      expect(again.error).toMatchObject({ statusCode: '409' });
    });

    it('serves public buckets’ objects by public URL, and no private bucket’s', async () => {
      const { data } = service.from(open).getPublicUrl('logo.txt');
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('public bytes');
      const closed = await fetch(service.from(bucket).getPublicUrl('secret.txt').data.publicUrl);
      expect(closed.status).toBe(404);
    });

    it('answers image transformations with 501', async () => {
      const transformed = await service
        .from(bucket)
        .download('secret.txt', { transform: { width: 100, height: 100 } });
      expect(transformed.error).toMatchObject({ statusCode: '501' });
    });
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
