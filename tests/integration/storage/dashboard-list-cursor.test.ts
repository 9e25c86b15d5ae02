import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

/** Names around `/` in byte order, folders and files of the same name, at two depths. */
const NAMES = [
  'photos',
  'photos.zip',
  'photos/a.jpg',
  'photos/b/c.jpg',
  'photos0',
  'photos-1',
  'Photos/x.png',
  'x',
  'x/y',
  'x.y/z',
  'é/один.txt',
  'éa',
  'z',
  ...Array.from({ length: 7 }, (_, i) => `n${i}.txt`),
].flatMap((name) => [name, `sub/${name}`]);

interface Entry {
  readonly name: string;
  readonly id: string | null;
}

/** An entry as a cursor names it: a folder's name with its trailing `/`. */
const cursorOf = (entry: Entry) => (entry.id === null ? `${entry.name}/` : entry.name);

/**
 * docs/architecture/storage.md (Dashboard routes): the explorer's listing pages by a cursor, the
 * last entry of the page before, and gets exactly the pages the offsets give, folders and files
 * around `/` included, in both orders and searched.
 */
describe('the dashboard listing’s cursor', () => {
  const bucket = uniqueName('cursor');
  const list = (path: string, options: Record<string, unknown>) =>
    api<Entry[]>('POST', `/platform/storage/default/buckets/${bucket}/objects/list`, {
      path,
      options: { search: '', sortBy: { column: 'name', order: 'asc' }, ...options },
    });

  beforeAll(async () => {
    const made = await api('POST', '/platform/storage/default/buckets', { id: bucket });
    expect(made.status).toBe(201);
    // Rows only: a listing reads no bytes.
    await directQuery(
      `INSERT INTO storage.objects (bucket_id, name, version, metadata)
       SELECT $1, name, gen_random_uuid()::text, '{"size": 1}'::jsonb FROM unnest($2::text[]) AS name`,
      [bucket, NAMES],
    );
  });

  afterAll(async () => {
    await directQuery('DELETE FROM storage.objects WHERE bucket_id = $1', [bucket]);
    await directQuery('DELETE FROM storage.buckets WHERE id = $1', [bucket]);
  });

  it('pages by the last entry exactly as by offset, in both orders, searched', async () => {
    for (const path of ['', 'sub']) {
      for (const order of ['asc', 'desc'] as const) {
        for (const search of ['', 'p']) {
          const sortBy = { column: 'name', order };
          const whole = await list(path, { limit: 1000, offset: 0, search, sortBy });
          expect(whole.status).toBe(200);
          expect(whole.body.length).toBeGreaterThan(3);
          const paged: Entry[] = [];
          let cursor: string | undefined;
          for (;;) {
            const page = await list(path, { limit: 3, offset: 0, search, sortBy, cursor });
            expect(page.status, JSON.stringify(page.body)).toBe(200);
            const byOffset = await list(path, { limit: 3, offset: paged.length, search, sortBy });
            expect(page.body, `${path} ${order} ${search} after ${cursor}`).toEqual(byOffset.body);
            paged.push(...page.body);
            if (page.body.length < 3) break;
            cursor = cursorOf(page.body.at(-1)!);
          }
          expect(paged).toEqual(whole.body);
        }
      }
    }
  });

  it('goes past a folder’s every name and a file of the same name apart', async () => {
    const after = (cursor: string) =>
      list('', { limit: 2, offset: 0, cursor }).then((page) => page.body.map(cursorOf));
    expect(await after('photos')).toEqual(['photos-1', 'photos.zip']);
    expect(await after('photos.zip')).toEqual(['photos/', 'photos0']);
    expect(await after('photos/')).toEqual(['photos0', 'sub/']);
  });

  it('refuses a cursor that names no single entry, or with a sort by date', async () => {
    expect((await list('', { limit: 5, offset: 0, cursor: 'photos/a.jpg' })).status).toBe(400);
    expect((await list('', { limit: 5, offset: 0, cursor: 7 })).status).toBe(400);
    const byDate = await list('', {
      limit: 5,
      offset: 0,
      cursor: 'photos',
      sortBy: { column: 'created_at', order: 'asc' },
    });
    expect(byDate.status).toBe(400);
  });
});
