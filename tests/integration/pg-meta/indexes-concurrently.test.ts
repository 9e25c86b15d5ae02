import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { Index } from '../../../api/src/pg-meta/indexes/sql.js';
import { INVALID_INDEX_DROPPED } from '../../../api/src/pg-meta/indexes/build-concurrently.js';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { waitFor } from '../../harness/wait-for.js';

const base = '/platform/pg-meta/default/indexes';

/** A table with a hostile name, and its id. */
async function newTable(definition: string) {
  const name = `${uniqueName('cic')}"; DROP TABLE x; --`;
  const quoted = `public."${name.replaceAll('"', '""')}"`;
  await directQuery(`CREATE TABLE ${quoted} (${definition})`);
  const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [quoted]);
  return { name, quoted, id: row!.id };
}

const indexNames = async (tableId: number) =>
  (
    await directQuery<{ name: string; valid: boolean }>(
      `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1 ORDER BY 1`,
      [tableId],
    )
  ).map((row) => `${row.name}${row.valid ? '' : ' (invalid)'}`);

describe('POST /platform/pg-meta/{ref}/indexes builds concurrently', () => {
  it('lets the table take writes while the build waits for an open transaction', async () => {
    const table = await newTable('id int8 PRIMARY KEY, email text');
    const holder = new pg.Client({ connectionString: inject('memberDbUrl') });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`INSERT INTO ${table.quoted} VALUES (1, 'a@x')`);
      const name = `by "email" ${uniqueName('i')}`;
      const created = api<Index>('POST', base, { table_id: table.id, name, columns: ['email'] });
      // The build is in, waiting for the open transaction to end, as only a concurrent one does.
      await waitFor(
        async () =>
          (
            await superuserQuery(
              `SELECT 1 FROM pg_stat_activity
                WHERE query LIKE 'CREATE INDEX CONCURRENTLY%' AND wait_event_type = 'Lock'
                  AND position($1 in query) > 0`,
              [`"${name.replaceAll('"', '""')}"`],
            )
          ).length > 0,
        20_000,
      );
      // A plain CREATE INDEX would hold (or queue for) a SHARE lock, and this insert would wait.
      await directQuery(
        `SET statement_timeout = '5s'; INSERT INTO ${table.quoted} VALUES (2, 'b@x')`,
      );
      await holder.query('COMMIT');
      const answer = await created;
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name, columns: ['email'], is_valid: true });
      expect(answer.body.definition).toContain('(email)');
    } finally {
      await holder.end();
    }
  });

  it('drops the invalid index a failed unique build leaves, and says so', async () => {
    const table = await newTable('id int8 PRIMARY KEY, email text');
    await directQuery(`INSERT INTO ${table.quoted} VALUES (1, 'same'), (2, 'same')`);
    const before = await indexNames(table.id);
    const failed = await api<{ error: { message: string; code: string } }>('POST', base, {
      table_id: table.id,
      name: 'email_unique',
      columns: ['email'],
      unique: true,
    });
    expect(failed.status).toBe(409);
    expect(failed.body.error.code).toBe('23505');
    expect(failed.body.error.message).toMatch(/^could not create unique index/);
    expect(failed.body.error.message).toContain(INVALID_INDEX_DROPPED);
    expect(await indexNames(table.id)).toEqual(before);
  });

  it('lists size, scans and validity, so an unused or invalid index can be told', async () => {
    const table = await newTable('id int8 PRIMARY KEY, n int');
    const created = await api<Index>('POST', base, { table_id: table.id, columns: ['n'] });
    expect(created.status).toBe(201);
    const listed = await api<Index[]>('GET', `${base}?table_id=${table.id}`);
    const made = listed.body.find((index) => index.id === created.body.id)!;
    expect(made).toMatchObject({ is_valid: true, idx_scan: 0 });
    expect(made.size).toMatch(/^\d+ (bytes|kB)$/);
  });
});
