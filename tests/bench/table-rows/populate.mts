// The 10,000,000-row table, made by the database itself with generate_series (never from Node):
// rows first, then the keys and the index (building an index once is faster than growing it).
import type pg from 'pg';

export const TABLE = 'bench_rows';

export async function populate(client: pg.Client, rows: number): Promise<number> {
  await client.query(`
    CREATE TABLE ${TABLE} (id bigint NOT NULL, name text, n int, at timestamptz, note text);
    INSERT INTO ${TABLE}
      SELECT i, 'name ' || i, (i::bigint * 7919 % 1000003)::int, timestamptz '2024-01-01' + i * interval '1 second',
             md5(i::text)
        FROM generate_series(1, ${rows}) i;
    ALTER TABLE ${TABLE} ADD PRIMARY KEY (id);
    CREATE INDEX ${TABLE}_n ON ${TABLE} (n);`);
  // On its own: VACUUM cannot run inside the implicit transaction of a multi-statement query.
  await client.query(`VACUUM ANALYZE ${TABLE}`);
  const { rows: found } = await client.query<{ id: number }>(
    `SELECT 'public.${TABLE}'::regclass::oid::int AS id`,
  );
  return found[0]!.id;
}
