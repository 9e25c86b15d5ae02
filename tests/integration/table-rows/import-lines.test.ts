import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectDb } from '../../../api/src/pg-meta/shared/project-db.js';
import { importCsv } from '../../../api/src/pg-meta/table-rows/import-stream-sql.js';
import { loadRelation } from '../../../api/src/pg-meta/table-rows/relation-sql.js';
import { UploadReader } from '../../../api/src/pg-meta/table-rows/upload-reader.js';
import type { Project } from '../../../api/src/projects/registry.js';
import { directQuery } from '../../harness/database.js';
import { createTable, rawFetch, type TestTable } from './table.js';

interface ImportAnswer {
  inserted?: number;
  error?: { message: string; code: string; line?: number };
}

const postCsv = async (path: string, body: string) => {
  const res = await rawFetch(`${path}/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body,
  });
  return { status: res.status, body: (await res.json()) as ImportAnswer };
};

describe('CSV import: lines COPY could misread', () => {
  let single: TestTable;
  let pair: TestTable;

  beforeAll(async () => {
    single = await createTable('marker', 'n serial PRIMARY KEY, v text');
    pair = await createTable('crlines', 'n serial PRIMARY KEY, name text, age int');
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${single.sql}, ${pair.sql}`));

  const values = async (t: TestTable, column: string) =>
    (await directQuery<Record<string, unknown>>(`SELECT ${column} FROM ${t.sql} ORDER BY n`)).map(
      (r) => r[column],
    );

  it('imports a \\. line as data instead of ending the import there', async () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      await directQuery(`TRUNCATE ${single.sql}`);
      const csv = ['v', 'before', '\\.', 'after', '\\.'].join(eol) + eol;
      const res = await postCsv(single.path, csv);
      expect(res, JSON.stringify(eol)).toEqual({ status: 200, body: { inserted: 4 } });
      expect(await values(single, 'v')).toEqual(['before', '\\.', 'after', '\\.']);
    }
  });

  it('refuses, naming the line, a \\. line where the table wants more columns', async () => {
    await directQuery(`TRUNCATE ${pair.sql}`);
    const res = await postCsv(pair.path, 'name,age\nAda,1\n\\.\nBo,2\n');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ line: 3 });
    expect(await values(pair, 'name')).toEqual([]);
  });

  it('reads files with CR-only line endings', async () => {
    await directQuery(`TRUNCATE ${pair.sql}`);
    const res = await postCsv(pair.path, 'name,age\rZed,1\r"Y\ran",2\rXi,3');
    expect(res).toEqual({ status: 200, body: { inserted: 3 } });
    expect(await directQuery(`SELECT name, age FROM ${pair.sql} ORDER BY n`)).toEqual([
      { name: 'Zed', age: 1 },
      { name: 'Y\ran', age: 2 },
      { name: 'Xi', age: 3 },
    ]);
  });
});

describe('CSV import: an upload that stops sending', () => {
  let t: TestTable;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await createTable('stalled', 'name text, age int');
    pool = new pg.Pool({ connectionString: inject('projectDbUrl'), max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await directQuery(`DROP TABLE IF EXISTS ${t.sql}`);
  });

  it('is cancelled after the stall time with 408, the COPY rolled back', async () => {
    // Sends a header and some rows, then nothing, without ending the body.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name,age\nAda,1\nBo,2\n'));
      },
    });
    const upload = new UploadReader(body, 300);
    const started = Date.now();
    const failure = await projectDb({
      get: () => ({ pool }) as unknown as Project,
      req: { raw: new Request('http://x') },
    })
      .mutate({
        find: (client) => loadRelation(client, t.id),
        writes: () => [],
        change: (client, relation) => importCsv(client, relation, upload),
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 408, code: 'upload_stalled' });
    expect(Date.now() - started).toBeLessThan(10_000);
    await upload.drain(); // returns at once: a stalled body is not waited for
    expect(await directQuery(`SELECT * FROM ${t.sql}`)).toEqual([]);
    // The connection went back usable, outside any transaction.
    expect((await pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    const locks = await directQuery(
      `SELECT count(*)::int AS n FROM pg_locks WHERE relation = $1::regclass`,
      [t.sql],
    );
    expect(locks).toEqual([{ n: 0 }]);
  });
});
