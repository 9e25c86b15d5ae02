import type { StorageClient } from '@supabase/storage-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { uniqueName } from '../../harness/database.js';
import { signedJwt, useStorageInstance } from './storage-fixture.js';

/**
 * Signed, public and render URLs of the storage service (docs/architecture/storage.md).
 */
describe('the storage API: signed, public and render URLs', () => {
  const f = useStorageInstance('storage_api_urls');
  const { client } = f;
  let secret: string;
  let service: StorageClient;
  beforeAll(() => {
    ({ secret, service } = f);
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
});
