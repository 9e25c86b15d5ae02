import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { columnTexts, edgeColumns, edgeEnum, edgeRows } from './edge-values.js';
import { createTable, type TestTable } from './table.js';

type Row = Record<string, unknown>;
interface Page {
  rows: Row[];
  truncated: string[][];
}

/**
 * Issue 21: the table editor never changes what it was not asked to change. For every column
 * type the grid edits and its edge values, a row read through `/rows` and written back through
 * the grid's own routes is byte-identical in Postgres, and changing one field changes only it.
 */
describe('round trip of every type through /rows', () => {
  const mood = uniqueName('mood');
  let t: TestTable;
  let columns: string[];

  const texts = async () =>
    directQuery<Row>(columnTexts(t.sql, columns)).then(
      (rows) => new Map(rows.map(({ row_id, ...r }) => [Number(row_id), r])),
    );
  const rowTexts = () =>
    directQuery<{ id: number; row: string }>(
      `SELECT r.id, r::text AS row FROM ${t.sql} r ORDER BY r.id`,
    );

  /** The rows as the grid holds them: whole values loaded where a cell was cut. */
  const readRows = async (): Promise<Row[]> => {
    const page = (await api<Page>('GET', `${t.path}/rows`)).body;
    return Promise.all(
      page.rows.map(async (row, i) => {
        const whole = { ...row };
        for (const column of page.truncated[i]!) {
          const full = await api<{ value: unknown }>('POST', `${t.path}/rows/value`, {
            column,
            primary_key: { id: row.id },
          });
          whole[column] = full.body.value;
        }
        return whole;
      }),
    );
  };

  beforeAll(() => directQuery(edgeEnum(mood)));
  afterAll(() => directQuery(`DROP TYPE IF EXISTS public."${mood}"`));
  // A fresh table for each test, so none sees what another wrote.
  beforeEach(async () => {
    t = await createTable('round_trip', edgeColumns(mood), edgeRows);
    columns = (
      await directQuery<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 ORDER BY attnum`,
        [t.id],
      )
    ).map((c) => c.name);
  });
  afterEach(() => directQuery(`DROP TABLE IF EXISTS ${t.sql}`));

  it('answers each value as its type prints it, never rounded or re-normalised', async () => {
    const [first, second] = (await api<Page>('GET', `${t.path}/rows`)).body.rows;
    expect(first).toMatchObject({
      i8: '9223372036854775807',
      f4: 'NaN',
      f8: '-Infinity',
      num: '123456789012345678901234567890',
      js: '{"b":1,  "a":2, "b":3}',
      jsb: '{"big": 12345678901234567890123}',
      addr: '10.0.1.1',
      d: 'infinity',
      span: '1 year 2 mons 3 days 04:05:06.789',
      raw: '\\x00ff',
      bigs: ['9223372036854775807', '9007199254740993'],
      floats: ['NaN', 'Infinity', '-0', '1e-07'],
      addrs: ['10.0.1.1', '::1', '10.0.1.0/24'],
    });
    expect(second).toMatchObject({
      f8: '1e-07',
      js: '[1, 2.50, 12345678901234567890123, {"k":"v"}]',
      jsb: '{"n": 1790000000000000001, "s": "x"}',
    });
  });

  it('writes every value read back unchanged, leaving each row byte-identical', async () => {
    const before = await rowTexts();
    for (const row of await readRows()) {
      const { id, ...values } = row;
      const res = await api<Row>('PATCH', `${t.path}/rows`, { primary_key: { id }, values });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await rowTexts()).toEqual(before);
  });

  it('changes only the field it is asked to change', async () => {
    const before = await texts();
    for (const row of await readRows()) {
      const res = await api<Row>('PATCH', `${t.path}/rows`, {
        primary_key: { id: row.id },
        values: { note: `changed ${String(row.id)}` },
      });
      expect(res.status).toBe(200);
      // The answer is the row as /rows gives it, so the grid can put it in place.
      expect({ ...res.body, note: row.note }).toEqual(row);
    }
    const after = await texts();
    for (const [id, row] of before) {
      expect(after.get(id)).toEqual({ ...row, note: `changed ${String(id)}`, 'note?': false });
    }
  });

  it('inserts a copy of each row from the values read, equal column for column', async () => {
    const before = await texts();
    for (const row of await readRows()) {
      const { id, ...values } = row;
      const res = await api<Row>('POST', `${t.path}/rows`, {
        values: { ...values, id: Number(id) + 100 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const after = await texts();
    for (const [id, row] of before) {
      expect(after.get(id + 100)).toEqual({ ...row, id: String(id + 100) });
    }
  });
});
