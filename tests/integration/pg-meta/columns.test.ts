import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/columns';

interface Column {
  table_id: number;
  id: string;
  ordinal_position: number;
  name: string;
  default_value: string | null;
  data_type: string;
  format: string;
  is_identity: boolean;
  identity_generation: string | null;
  is_nullable: boolean;
  is_unique: boolean;
  enums: string[];
  check: string | null;
  comment: string | null;
}

interface ErrorBody {
  error: { code: string; message: string };
}

async function newTable(definition = 'id int8 PRIMARY KEY') {
  const name = uniqueName('cols');
  await directQuery(`CREATE TABLE public."${name}" (${definition})`);
  const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [
    `public."${name}"`,
  ]);
  return { name, id: row!.id };
}

describe('/platform/pg-meta/{ref}/columns', () => {
  it('returns the same columns as the table endpoint, field for field', async () => {
    const table = await newTable(
      `id int8 PRIMARY KEY, label text UNIQUE CHECK (label <> ''), tags text[] DEFAULT '{}'`,
    );
    const columns = await api<Column[]>('GET', `${base}?table_id=${table.id}`);
    const viaTable = await api<{ columns: Column[] }>(
      'GET',
      `/platform/pg-meta/default/tables/${table.id}`,
    );
    expect(columns.body).toHaveLength(3);
    expect(viaTable.body.columns).toEqual(columns.body);
  });

  it('reports the first check by name, and ignores constraints over several columns', async () => {
    const table = await newTable(
      `a int CONSTRAINT z_positive CHECK (a > 0) CONSTRAINT a_small CHECK (a < 10), b int,
       CONSTRAINT both_unique UNIQUE (a, b), CONSTRAINT both_check CHECK (a <> b)`,
    );
    const listed = await api<Column[]>('GET', `${base}?table_id=${table.id}`);
    expect(listed.body.map(({ name, is_unique, check }) => ({ name, is_unique, check }))).toEqual([
      { name: 'a', is_unique: false, check: 'a < 10' },
      { name: 'b', is_unique: false, check: null },
    ]);
  });

  it('lists a table’s columns with their catalogue facts', async () => {
    const name = uniqueName('mood');
    await directQuery(`CREATE TYPE public."${name}" AS ENUM ('sad', 'happy')`);
    const table = await newTable(
      `id int8 GENERATED ALWAYS AS IDENTITY PRIMARY KEY, label varchar(20) UNIQUE DEFAULT 'x' CHECK (length(label) > 0), mood public."${name}"[], created date NOT NULL DEFAULT CURRENT_DATE`,
    );
    await directQuery(`COMMENT ON COLUMN public."${table.name}".label IS 'the label'`);
    const listed = await api<Column[]>('GET', `${base}?table_id=${table.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((c) => c.name)).toEqual(['id', 'label', 'mood', 'created']);
    const [id, label, mood, created] = listed.body;
    expect(id).toMatchObject({
      id: `${table.id}.1`,
      table_id: table.id,
      is_identity: true,
      identity_generation: 'ALWAYS',
      is_nullable: false,
      format: 'int8',
      data_type: 'bigint',
    });
    expect(label).toMatchObject({
      is_unique: true,
      check: 'length(label::text) > 0',
      comment: 'the label',
      default_value: "'x'::character varying",
      data_type: 'character varying',
    });
    expect(mood).toMatchObject({ data_type: 'ARRAY', format: `_${name}`, enums: ['sad', 'happy'] });
    expect(created).toMatchObject({ is_nullable: false, default_value: 'CURRENT_DATE' });
    expect((await api<Column>('GET', `${base}/${table.id}.2`)).body.name).toBe('label');
    const paged = await api<Column[]>('GET', `${base}?included_schemas=public&limit=1`);
    expect(paged.body).toHaveLength(1);
  });

  it('adds, alters and drops a column with hostile names and values', async () => {
    const table = await newTable();
    const name = `c"; DROP TABLE public."${table.name}"; --`;
    const added = await api<Column>('POST', base, {
      table_id: table.id,
      name,
      type: 'numeric(10,2)',
      default_value: "1'; --",
      default_value_format: 'literal',
      comment: "it's",
      is_nullable: true,
    });
    expect(added.status).toBe(400); // the literal is not a number: Postgres refuses it
    const created = await api<Column>('POST', base, {
      table_id: table.id,
      name,
      type: 'text',
      default_value: "1'; --",
      is_unique: true,
      comment: "it's",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      default_value: `'1''; --'::text`,
      is_unique: true,
      comment: "it's",
    });
    const altered = await api<Column>('PATCH', `${base}/${created.body.id}`, {
      name: `${name} 2`,
      type: 'varchar(50)',
      default_value: 'now()',
      is_nullable: false,
      is_unique: false,
      check: `length("${name.replaceAll('"', '""')}") < 50`,
      comment: null,
    });
    expect(altered.status).toBe(200);
    expect(altered.body).toMatchObject({
      name: `${name} 2`,
      format: 'varchar',
      is_nullable: false,
      is_unique: false,
      comment: null,
    });
    expect(altered.body.default_value).toContain('now()');
    expect(altered.body.check).toContain('length(');
    const dropped = await api<Column>('DELETE', `${base}/${created.body.id}`);
    expect(dropped.status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
    expect(await directQuery(`SELECT 1 FROM pg_class WHERE oid = $1`, [table.id])).toHaveLength(1);
  });

  it('adds identity to integer columns only', async () => {
    const table = await newTable('id int4 NOT NULL, label text');
    const identity = await api<Column>('PATCH', `${base}/${table.id}.1`, {
      is_identity: true,
      identity_generation: 'ALWAYS',
    });
    expect(identity.body).toMatchObject({ is_identity: true, identity_generation: 'ALWAYS' });
    const refused = await api<ErrorBody>('PATCH', `${base}/${table.id}.2`, { is_identity: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Identity applies only to integer types');
    const added = await api<Column>('POST', base, {
      table_id: table.id,
      name: 'tags',
      type: 'text',
      is_array: true,
      default_value: '[a,b]',
    });
    expect(added.body).toMatchObject({ data_type: 'ARRAY', default_value: "'{a,b}'::text[]" });
  });

  it('leaves nothing half-applied when one step of a change fails', async () => {
    const table = await newTable('id int8, label text');
    await directQuery(`INSERT INTO public."${table.name}" VALUES (1, 'not a number')`);
    const failed = await api<ErrorBody>('PATCH', `${base}/${table.id}.2`, {
      comment: 'changed',
      is_nullable: false,
      type: 'int4',
      name: 'renamed',
    });
    expect(failed.status).toBe(400);
    const column = (await api<Column>('GET', `${base}/${table.id}.2`)).body;
    expect(column).toMatchObject({
      name: 'label',
      comment: null,
      is_nullable: true,
      format: 'text',
    });
  });

  it('answers unknown ids, conflicts, bad input and protected schemas clearly', async () => {
    const table = await newTable();
    expect((await api('GET', `${base}/${table.id}.99`)).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
    expect((await api('PATCH', `${base}/999999999.1`, { comment: 'x' })).status).toBe(404);
    expect((await api('POST', base, { table_id: 999999999, name: 'a', type: 'int' })).status).toBe(
      404,
    );
    const duplicate = await api<ErrorBody>('POST', base, {
      table_id: table.id,
      name: 'id',
      type: 'int',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('42701');
    const badType = await api<ErrorBody>('POST', base, {
      table_id: table.id,
      name: 'a',
      type: 'int; DROP TABLE x',
    });
    expect(badType.status).toBe(400);
    const badCheck = await api('POST', base, {
      table_id: table.id,
      name: 'a',
      type: 'int',
      check: '1); DROP TABLE x; SELECT (1',
    });
    expect(badCheck.status).toBe(400);
    expect((await api('POST', base, { table_id: table.id, name: '', type: 'int' })).status).toBe(
      400,
    );
    const [system] = await directQuery<{ id: number }>(
      `SELECT 'information_schema.sql_features'::regclass::oid::int AS id`,
    );
    const protectedWrite = await api<ErrorBody>('POST', base, {
      table_id: system!.id,
      name: 'a',
      type: 'int',
    });
    expect(protectedWrite.status).toBe(403);
    expect((await api('DELETE', `${base}/${system!.id}.1`)).status).toBe(403);
  });

  it('refuses to drop a column others depend on unless cascading', async () => {
    const table = await newTable('id int8, label text');
    const view = uniqueName('v');
    await directQuery(`CREATE VIEW public."${view}" AS SELECT label FROM public."${table.name}"`);
    expect((await api('DELETE', `${base}/${table.id}.2`)).status).toBe(409);
    expect((await api('DELETE', `${base}/${table.id}.2?cascade=true`)).status).toBe(200);
    expect(await directQuery(`SELECT 1 FROM pg_class WHERE relname = $1`, [view])).toEqual([]);
  });
});
