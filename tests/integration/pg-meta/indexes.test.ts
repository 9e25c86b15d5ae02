import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/indexes';

interface Index {
  id: number;
  table_id: number;
  name: string;
  columns: string[];
  is_unique: boolean;
  is_primary: boolean;
  access_method: string;
  definition: string;
}

async function newTable(definition: string) {
  const name = uniqueName('idx');
  await directQuery(`CREATE TABLE public."${name}" (${definition})`);
  const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [
    `public."${name}"`,
  ]);
  return { name, id: row!.id };
}

describe('/platform/pg-meta/{ref}/indexes', () => {
  it('lists a table’s indexes, creates and drops one with a hostile name', async () => {
    const table = await newTable('id int8 PRIMARY KEY, tags text[], "odd""col" text');
    const listed = await api<Index[]>('GET', `${base}?table_id=${table.id}`);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      columns: ['id'],
      is_primary: true,
      is_unique: true,
      access_method: 'btree',
    });
    const name = `i"; DROP TABLE public."${table.name}"; --`;
    const created = await api<Index>('POST', base, {
      table_id: table.id,
      name,
      columns: ['odd"col', 'id'],
      unique: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, columns: ['"odd""col"', 'id'], is_unique: true });
    const gin = await api<Index>('POST', base, {
      table_id: table.id,
      columns: ['tags'],
      method: 'gin',
    });
    expect(gin.body).toMatchObject({ access_method: 'gin', is_unique: false, columns: ['tags'] });
    expect(gin.body.definition).toContain('USING gin');
    expect((await api<Index>('GET', `${base}/${created.body.id}`)).body.name).toBe(name);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
    expect(await directQuery(`SELECT 1 FROM pg_class WHERE oid = $1`, [table.id])).toHaveLength(1);
  });

  it('answers unknown ids, bad input, conflicts and protected schemas clearly', async () => {
    const table = await newTable('id int8 PRIMARY KEY');
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
    expect((await api('POST', base, { table_id: 999999999, columns: ['id'] })).status).toBe(404);
    expect((await api('POST', base, { table_id: table.id, columns: [] })).status).toBe(400);
    const badMethod = await api('POST', base, { table_id: table.id, columns: ['id'], method: 'x' });
    expect(badMethod.status).toBe(400);
    const primary = (await api<Index[]>('GET', `${base}?table_id=${table.id}`)).body[0]!;
    const duplicate = await api('POST', base, {
      table_id: table.id,
      name: primary.name,
      columns: ['id'],
    });
    expect(duplicate.status).toBe(409);
    expect((await api('DELETE', `${base}/${primary.id}`)).status).toBe(409);
    const [system] = await directQuery<{ id: number }>(
      `SELECT 'information_schema.sql_features'::regclass::oid::int AS id`,
    );
    expect(
      (await api('POST', base, { table_id: system!.id, columns: ['feature_id'] })).status,
    ).toBe(403);
    const [catalogIndex] = await directQuery<{ id: number }>(
      `SELECT 'pg_catalog.pg_class_oid_index'::regclass::oid::int AS id`,
    );
    expect((await api('DELETE', `${base}/${catalogIndex!.id}`)).status).toBe(403);
  });
});
