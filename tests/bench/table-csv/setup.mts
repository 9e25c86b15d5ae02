// The CSV benchmark's data, made in SQL by the database itself (generate_series), never in Node.
import type pg from 'pg';
import { timePsql } from './psql.mjs';

export const EXPORT_TABLE = 'bench_export';
export const IMPORT_TABLE = 'bench_import';
const COLUMNS = 'id bigint PRIMARY KEY, name text, n int, at timestamptz, note text';

/** A `rows` x 5-column table to export; answers its oid. */
export async function createExportTable(client: pg.Client, rows: number): Promise<number> {
  await client.query(`
    CREATE TABLE ${EXPORT_TABLE} (${COLUMNS});
    INSERT INTO ${EXPORT_TABLE}
      SELECT i, 'name ' || i, i % 1000, timestamptz '2024-01-01' + i * interval '1 second', md5(i::text)
        FROM generate_series(1, ${rows}) i`);
  // Separately: a multi-statement query is one implicit transaction, where VACUUM cannot run.
  await client.query(`VACUUM ANALYZE ${EXPORT_TABLE}`);
  return oidOf(client, EXPORT_TABLE);
}

/** The empty import target (same shape); answers its oid. */
export async function createImportTable(client: pg.Client): Promise<number> {
  await client.query(`CREATE TABLE ${IMPORT_TABLE} (${COLUMNS})`);
  return oidOf(client, IMPORT_TABLE);
}

/** Writes a `rows`-line CSV (header first) for the import, through psql's \copy. */
export async function writeImportFile(databaseUrl: string, file: string, rows: number) {
  await timePsql(
    databaseUrl,
    `\\copy (SELECT i AS id, 'person number ' || i AS name, i % 1000 AS n, ` +
      `timestamptz '2024-01-01' + i * interval '1 second' AS at, md5(i::text) || md5((-i)::text) AS note ` +
      `FROM generate_series(1, ${rows}) i) to '${file}' csv header`,
  );
}

async function oidOf(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('SELECT $1::regclass::oid::int AS id', [
    `public.${table}`,
  ]);
  return rows[0]!.id;
}
