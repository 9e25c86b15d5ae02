import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { sharedUrl } from '../../harness/instance-tokens.js';

/** Names chosen to sit around `/` in byte order, in any script, at any depth. */
const HOSTILE_NAMES = [
  'photos.zip',
  'photos/a.jpg',
  'photos/b/c.jpg',
  'photos/b.txt',
  'photos0',
  'photos-1',
  'photos 2',
  'photos!',
  'Photos/x.png',
  'PHOTOS.txt',
  'x',
  'x/y',
  'x.y/z',
  'a%b',
  'a_b',
  'a\\b',
  'é/один.txt',
  'éa',
  '日本/語.txt',
  'deep/1/2/3/4/5.txt',
  'deep.1',
  'deep-1/x',
  'hid/hidden.txt',
  'z',
  ...Array.from({ length: 12 }, (_, i) => `n${String(i).padStart(2, '0')}.txt`),
];

/** Every name: the hostile ones at the root, one folder down and two. */
const ALL_NAMES = ['', 'sub/', 'sub/inner/'].flatMap((prefix) =>
  HOSTILE_NAMES.map((name) => `${prefix}${name}`),
);

interface Entry {
  readonly name: string;
  readonly folder: boolean;
}

/** Postgres's `ILIKE` in the embedded cluster's C locale lowers ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The listing as storage-api defines it, made the plain way: every entry directly under `prefix`,
 * a folder placed where its names are in byte order (so at `{folder}/`), searched, paged.
 */
function referenceListing(
  names: readonly string[],
  prefix: string,
  options: { search: string; order: 'asc' | 'desc'; limit: number; offset: number },
): Entry[] {
  const entries = new Map<string, Entry>();
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entry =
      slash === -1 ? { name: rest, folder: false } : { name: rest.slice(0, slash), folder: true };
    entries.set(entry.folder ? `${entry.name}/` : entry.name, entry);
  }
  const byBytes = [...entries.keys()].sort((a, b) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  if (options.order === 'desc') byBytes.reverse();
  return byBytes
    .map((key) => entries.get(key)!)
    .filter((entry) => asciiLower(entry.name).startsWith(asciiLower(options.search)))
    .slice(options.offset, options.offset + options.limit);
}

/**
 * storage-js's `list` (docs/architecture/storage.md, "Listing"): the walk through the index gives
 * exactly the entries and order of the plain listing, folder and file names around `/` in byte
 * order, across page boundaries, searched, in both orders, and under storage policies.
 */
describe('the storage listing', () => {
  const bucket = uniqueName('listing');
  let service: StorageClient;
  let anon: StorageClient;

  beforeAll(async () => {
    const keys = await api<{ name: string; api_key: string }[]>(
      'GET',
      '/platform/projects/default/api-keys',
    );
    const keyOf = (name: string) => keys.body.find((key) => key.name === name)!.api_key;
    const client = (apikey: string) =>
      new StorageClient(`${sharedUrl()}/storage/v1`, { apikey, Authorization: `Bearer ${apikey}` });
    service = client(keyOf('service_role'));
    anon = client(keyOf('anon'));
    expect((await service.createBucket(bucket)).error).toBeNull();
    // Rows only: a listing reads no bytes.
    await directQuery(
      `INSERT INTO storage.objects (bucket_id, name, version, metadata)
       SELECT $1, name, gen_random_uuid()::text, '{"size": 1}'::jsonb FROM unnest($2::text[]) AS name`,
      [bucket, ALL_NAMES],
    );
    await directQuery(
      `CREATE POLICY "${bucket} read" ON storage.objects FOR SELECT TO anon
         USING (bucket_id = '${bucket}' AND name NOT LIKE '%hidden%')`,
    );
  });

  afterAll(async () => {
    await directQuery(`DROP POLICY IF EXISTS "${bucket} read" ON storage.objects`);
    await directQuery('DELETE FROM storage.objects WHERE bucket_id = $1', [bucket]);
    await directQuery('DELETE FROM storage.buckets WHERE id = $1', [bucket]);
  });

  const listed = async (
    client: StorageClient,
    prefix: string,
    options: { search: string; order: 'asc' | 'desc'; limit: number; offset: number },
  ): Promise<Entry[]> => {
    const { data, error } = await client.from(bucket).list(prefix, {
      limit: options.limit,
      offset: options.offset,
      search: options.search,
      sortBy: { column: 'name', order: options.order },
    });
    expect(error).toBeNull();
    return data!.map((entry) => ({ name: entry.name, folder: entry.id === null }));
  };

  it('has the index the walk reads, made by the project schema', async () => {
    const indexes = await directQuery<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes
        WHERE schemaname = 'storage' AND indexname = 'objects_bucket_id_name_bytes'`,
    );
    expect(indexes.map((index) => index.indexdef)).toEqual([
      'CREATE INDEX objects_bucket_id_name_bytes ON storage.objects USING btree (bucket_id, name COLLATE "C")',
    ]);
  });

  it('puts a folder where its names are in byte order: after photos.zip, before photos0, any case searched', async () => {
    const root = await listed(service, '', {
      search: 'photos',
      order: 'asc',
      limit: 100,
      offset: 0,
    });
    expect(root.map((entry) => `${entry.name}${entry.folder ? '/' : ''}`)).toEqual([
      'PHOTOS.txt',
      'Photos/',
      'photos 2',
      'photos!',
      'photos-1',
      'photos.zip',
      'photos/',
      'photos0',
    ]);
  });

  it('gives the plain listing’s entries and order on every page, searched, in both orders', async () => {
    for (const prefix of ['', 'sub', 'sub/inner', 'photos', 'sub/photos/b', 'nothing']) {
      const folder = prefix === '' ? '' : `${prefix}/`;
      for (const order of ['asc', 'desc'] as const) {
        for (const search of ['', 'p', 'PHOTOS', '%', '_', 'é']) {
          const whole = referenceListing(ALL_NAMES, folder, {
            search,
            order,
            limit: 1000,
            offset: 0,
          });
          for (let offset = 0; offset <= whole.length; offset += 5) {
            const options = { search, order, limit: 5, offset };
            expect(
              await listed(service, prefix, options),
              `${prefix} ${order} ${search} ${offset}`,
            ).toEqual(referenceListing(ALL_NAMES, folder, options));
          }
        }
      }
    }
  });

  it('walks only what the SELECT policies show the caller: a folder of hidden names is not there', async () => {
    const visible = ALL_NAMES.filter((name) => !name.includes('hidden'));
    for (const prefix of ['', 'sub/inner']) {
      const folder = prefix === '' ? '' : `${prefix}/`;
      for (const order of ['asc', 'desc'] as const) {
        const whole = referenceListing(visible, folder, {
          search: '',
          order,
          limit: 1000,
          offset: 0,
        });
        expect(whole.some((entry) => entry.name === 'hid')).toBe(false);
        for (let offset = 0; offset <= whole.length; offset += 7) {
          const options = { search: '', order, limit: 7, offset };
          expect(await listed(anon, prefix, options)).toEqual(
            referenceListing(visible, folder, options),
          );
        }
      }
    }
  });
});
