import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';

const base = '/platform/pg-meta/default';

/** Spellings `Number()` reads as 16 (or 10000): each must be refused, never taken as an id. */
const BAD_IDS = ['0x10', '1e4', '%2016', '16.0', '016', '-16', '0'];

/** Every route with an id in its path, and the list filters that take a table id. */
const ROUTES: readonly (readonly [method: string, path: (id: string) => string])[] = [
  ['GET', (id) => `/tables/${id}`],
  ['PATCH', (id) => `/tables/${id}`],
  ['DELETE', (id) => `/tables/${id}`],
  ['POST', (id) => `/tables/${id}/duplicate`],
  ['GET', (id) => `/tables/${id}/rows`],
  ['POST', (id) => `/tables/${id}/rows`],
  ['PATCH', (id) => `/tables/${id}/rows`],
  ['POST', (id) => `/tables/${id}/rows/delete`],
  ['POST', (id) => `/tables/${id}/rows/value`],
  ['GET', (id) => `/tables/${id}/rows/count`],
  ['POST', (id) => `/tables/${id}/truncate`],
  ['GET', (id) => `/tables/${id}/export.csv`],
  ...['schemas', 'functions', 'triggers', 'types', 'roles', 'policies'].flatMap((area) => [
    ['GET', (id: string) => `/${area}/${id}`] as const,
    ['PATCH', (id: string) => `/${area}/${id}`] as const,
    ['DELETE', (id: string) => `/${area}/${id}`] as const,
  ]),
  ['GET', (id) => `/publications/${id}`],
  ['PATCH', (id) => `/publications/${id}`],
  ['DELETE', (id) => `/publications/${id}`],
  ['GET', (id) => `/indexes/${id}`],
  ['DELETE', (id) => `/indexes/${id}`],
  ['GET', (id) => `/foreign-keys/${id}`],
  ['DELETE', (id) => `/foreign-keys/${id}`],
  ['GET', (id) => `/entities/${id}`],
  ...['views', 'materialized-views', 'foreign-tables', 'partitioned-tables'].map(
    (area) => ['GET', (id: string) => `/${area}/${id}`] as const,
  ),
  ['POST', (id) => `/queries/${id}/terminate`],
  ['GET', (id) => `/columns?table_id=${id}`],
  ['GET', (id) => `/entities?schema=public&limit=${id}`],
  ['GET', (id) => `/indexes?table_id=${id}`],
  ['GET', (id) => `/constraints?table_id=${id}`],
  ['GET', (id) => `/foreign-keys?table_id=${id}`],
  ['GET', (id) => `/table-privileges?table_id=${id}`],
  ['GET', (id) => `/column-privileges?table_id=${id}`],
];

describe('ids are decimal numbers, nothing else', () => {
  const cases = ROUTES.flatMap(([method, path]) =>
    BAD_IDS.map((id) => [`${method} ${path(id)}`, method, path(id)] as const),
  );

  it.each(cases)('%s is refused with 400', async (_name, method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const res = await api<{ error: { code: string } }>(method, `${base}${path}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  // 0 is a valid offset; every other spelling must be refused as the ids are.
  it.each(BAD_IDS.filter((id) => id !== '0'))('GET /entities?offset=%s is refused', async (id) => {
    const res = await api<{ error: { code: string } }>(
      'GET',
      `${base}/entities?schema=public&offset=${id}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('still finds an object by its plain id', async () => {
    const [schema] = (await api<{ id: number }[]>('GET', `${base}/schemas?limit=1`)).body;
    const res = await api<{ id: number }>('GET', `${base}/schemas/${schema!.id}`);
    expect(res).toMatchObject({ status: 200, body: { id: schema!.id } });
  });

  it('still pages and filters with plain numbers', async () => {
    const entities = await api<{ data: unknown[] }>(
      'GET',
      `${base}/entities?schema=pg_catalog&limit=2&offset=0`,
    );
    expect(entities.status).toBe(200);
    expect(entities.body.data).toHaveLength(2);
    const system = 'include_system_schemas=true';
    const [table] = (
      await api<{ id: number }[]>('GET', `${base}/tables?${system}&include_columns=false&limit=1`)
    ).body;
    const columns = await api<{ table_id: number }[]>(
      'GET',
      `${base}/columns?${system}&table_id=${table!.id}`,
    );
    expect(columns.status).toBe(200);
    expect(columns.body.length).toBeGreaterThan(0);
    expect(columns.body.every((column) => column.table_id === table!.id)).toBe(true);
  });
});
