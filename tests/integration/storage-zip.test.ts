import { randomBytes } from 'node:crypto';
import { StorageClient } from '@supabase/storage-js';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';
import { ownerAuth, sharedUrl } from '../harness/instance-tokens.js';

type Keys = { name: string; api_key: string }[];

/** The entries of a zip answer, by name, as text (binary ones compared as bytes). */
async function unzipped(response: Response): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');

/**
 * docs/api.md (Zip downloads): a folder or a selection as one zip, streamed, listed as the caller
 * so the storage policies decide which files are in it; the dashboard's route as `service_role`.
 */
describe('zip downloads', () => {
  const bucket = uniqueName('zip');
  const big = randomBytes(3 * 1024 * 1024 + 7);
  let service: StorageClient;
  let anonKey: string;
  let serviceKey: string;
  const projectZip = (key: string, paths: unknown) =>
    fetch(`${sharedUrl()}/storage/v1/object/zip/${bucket}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
    });
  const dashboardZip = (paths: unknown) =>
    fetch(`${sharedUrl()}/platform/storage/default/buckets/${bucket}/objects/zip`, {
      method: 'POST',
      headers: { ...ownerAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
    });

  beforeAll(async () => {
    const keys = (await api<Keys>('GET', '/platform/projects/default/api-keys')).body;
    anonKey = keys.find((key) => key.name === 'anon')!.api_key;
    serviceKey = keys.find((key) => key.name === 'service_role')!.api_key;
    service = new StorageClient(`${sharedUrl()}/storage/v1`, {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
    });
    expect((await service.createBucket(bucket)).error).toBeNull();
    for (const name of ['docs/one.txt', 'docs/sub/two.txt', 'open/seen.txt', 'closed/hidden.txt']) {
      expect((await service.from(bucket).upload(name, new Blob([name]))).error).toBeNull();
    }
    expect((await service.from(bucket).upload('docs/big.bin', new Blob([big]))).error).toBeNull();
    expect((await service.from(bucket).upload('top.txt', new Blob(['top']))).error).toBeNull();
    // anon may read only the files under open/.
    await directQuery(
      `CREATE POLICY "${bucket} read" ON storage.objects FOR SELECT TO anon
         USING (bucket_id = '${bucket}' AND (storage.foldername(name))[1] = 'open')`,
    );
  });

  afterAll(async () => {
    await directQuery(`DROP POLICY IF EXISTS "${bucket} read" ON storage.objects`);
    await service?.emptyBucket(bucket);
    await service?.deleteBucket(bucket);
  });

  it('answers a folder and a file as one zip of their exact bytes, named from their folder', async () => {
    const response = await dashboardZip(['docs', 'top.txt']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(`filename="${bucket}.zip"`);
    const entries = await unzipped(response);
    expect(Object.keys(entries).sort()).toEqual([
      'docs/big.bin',
      'docs/one.txt',
      'docs/sub/two.txt',
      'top.txt',
    ]);
    expect(text(entries['docs/sub/two.txt'])).toBe('docs/sub/two.txt');
    expect(text(entries['top.txt'])).toBe('top');
    expect(Buffer.compare(Buffer.from(entries['docs/big.bin']!), big)).toBe(0);
  });

  it("names a single folder's zip after it, its entries from inside the folder's parent", async () => {
    const response = await dashboardZip(['docs/sub']);
    expect(response.headers.get('content-disposition')).toContain('filename="sub.zip"');
    expect(Object.keys(await unzipped(response))).toEqual(['sub/two.txt']);
  });

  it('leaves out the files the caller may not read', async () => {
    const asAnon = await projectZip(anonKey, ['open', 'closed', 'top.txt']);
    expect(asAnon.status).toBe(200);
    const seen = await unzipped(asAnon);
    expect(Object.keys(seen)).toEqual(['open/seen.txt']);
    expect(text(seen['open/seen.txt'])).toBe('open/seen.txt');
    const asService = await unzipped(await projectZip(serviceKey, ['open', 'closed']));
    expect(Object.keys(asService).sort()).toEqual(['closed/hidden.txt', 'open/seen.txt']);
  });

  it('answers an empty zip when nothing named is there', async () => {
    const response = await dashboardZip(['nothing-here']);
    expect(response.status).toBe(200);
    expect(await unzipped(response)).toEqual({});
  });

  it('refuses a bad list of paths with a clear error', async () => {
    for (const paths of [[], 'docs', ['../docs'], [42]]) {
      const response = await dashboardZip(paths);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBeTruthy();
    }
    const projectAnswer = await projectZip(serviceKey, []);
    expect(projectAnswer.status).toBe(400);
    expect(((await projectAnswer.json()) as { message: string }).message).toBe(
      'paths must be a list of 1 to 1000 names',
    );
  });
});
