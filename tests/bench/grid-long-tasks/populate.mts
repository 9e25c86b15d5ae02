import pg from 'pg';

export const TABLE = 'bench_grid_wide';
export const COLUMNS = 50;
export const ROWS = 3000;

/** The 49 columns after `id`, cycling through the grid's type categories. */
const kinds = [
  ['text', (i: string) => `'row ' || ${i} || ' ' || md5(${i}::text)`],
  ['int4', (i: string) => `${i} % 997`],
  ['numeric', (i: string) => `(${i} * 1.25)::numeric`],
  ['timestamptz', (i: string) => `'2024-01-01'::timestamptz + ${i} * interval '1 minute'`],
  ['bool', (i: string) => `${i} % 2 = 0`],
  ['jsonb', (i: string) => `jsonb_build_object('n', ${i}, 'tags', jsonb_build_array('a', 'b'))`],
  ['date', (i: string) => `'2024-01-01'::date + (${i} % 365)`],
] as const;

/** A 50-column table with ROWS rows, created directly (not through the API being measured). */
export async function populate(dbUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const columns = Array.from({ length: COLUMNS - 1 }, (_, c) => {
      const [type, value] = kinds[c % kinds.length]!;
      return { name: `c${String(c + 1).padStart(2, '0')}_${type}`, type, value: value('i') };
    });
    await client.query(`DROP TABLE IF EXISTS public.${TABLE}`);
    await client.query(
      `CREATE TABLE public.${TABLE} (id int PRIMARY KEY, ${columns.map((c) => `${c.name} ${c.type}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO public.${TABLE} SELECT i, ${columns.map((c) => c.value).join(', ')}
         FROM generate_series(1, ${ROWS}) i`,
    );
    await client.query(`ANALYZE public.${TABLE}`);
    const { rows } = await client.query<{ id: number }>(
      `SELECT 'public.${TABLE}'::regclass::oid::int AS id`,
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
