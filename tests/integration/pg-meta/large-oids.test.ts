import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';

const base = '/platform/pg-meta/default';

/** Oids are unsigned 32-bit: past int's 2^31-1, up to 2^32-1. */
const LARGE_IDS = ['2147483648', '4294967295'];

/** The catalogue's routes that find one object by its oid. */
const LOOKUPS = [
  ...['tables', 'schemas', 'functions', 'triggers', 'types', 'roles', 'policies'],
  ...['publications', 'indexes', 'foreign-keys', 'entities', 'views', 'materialized-views'],
  ...['foreign-tables', 'partitioned-tables'],
];

/** docs/architecture/api.md: ids are oids, answered and accepted over their whole range. */
describe('ids past 2^31', () => {
  const cases = LOOKUPS.flatMap((area) => LARGE_IDS.map((id) => [`/${area}/${id}`] as const));

  it.each(cases)('GET %s is a valid id that names nothing: 404', async (path) => {
    const res = await api<{ error: { code: string } }>('GET', `${base}${path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });

  it.each(['columns', 'indexes', 'constraints', 'foreign-keys', 'table-privileges'])(
    'GET /%s?table_id=4294967295 is an empty list',
    async (area) => {
      const res = await api<unknown[]>('GET', `${base}/${area}?table_id=4294967295`);
      expect(res).toEqual({ status: 200, body: [] });
    },
  );

  it('is refused at 2^32, past any oid', async () => {
    const res = await api<{ error: { code: string } }>('GET', `${base}/tables/4294967296`);
    expect(res.status).toBe(400);
  });
});
