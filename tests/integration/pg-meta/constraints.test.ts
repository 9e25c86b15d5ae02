import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const fks = '/platform/pg-meta/default/foreign-keys';
const constraints = '/platform/pg-meta/default/constraints';

interface ForeignKey {
  id: number;
  constraint_name: string;
  deletion_action: string;
  update_action: string;
  source_id: number;
  source_schema: string;
  source_table: string;
  source_columns: string[];
  target_id: number;
  target_table: string;
  target_columns: string[];
}

interface ErrorBody {
  error: { code: string; message: string };
}

async function newTable(prefix: string, definition: string) {
  const name = uniqueName(prefix);
  await directQuery(`CREATE TABLE public."${name}" (${definition})`);
  const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [
    `public."${name}"`,
  ]);
  return { name, id: row!.id };
}

describe('/platform/pg-meta/{ref}/foreign-keys and /constraints', () => {
  it('adds, lists, gets and drops a foreign key with a hostile name', async () => {
    const target = await newTable('parent', 'id int8 PRIMARY KEY, code text UNIQUE');
    const source = await newTable('child', 'id int8, parent_id int8, code text');
    const constraint_name = `fk"; DROP TABLE public."${target.name}"; --`;
    const created = await api<ForeignKey>('POST', fks, {
      constraint_name,
      source_id: source.id,
      source_columns: ['parent_id'],
      target_id: target.id,
      target_columns: ['id'],
      deletion_action: 'set NULL',
      update_action: 'cascade',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      constraint_name,
      source_id: source.id,
      source_schema: 'public',
      source_columns: ['parent_id'],
      target_id: target.id,
      target_columns: ['id'],
      deletion_action: 'set NULL',
      update_action: 'cascade',
    });
    const unnamed = await api<ForeignKey>('POST', fks, {
      source_id: source.id,
      source_columns: ['code'],
      target_id: target.id,
      target_columns: ['code'],
    });
    expect(unnamed.body).toMatchObject({ deletion_action: 'no action', source_columns: ['code'] });
    const listed = await api<ForeignKey[]>('GET', `${fks}?table_id=${target.id}`);
    expect(listed.body.map((fk) => fk.id).sort()).toEqual(
      [created.body.id, unnamed.body.id].sort(),
    );
    expect((await api<ForeignKey>('GET', `${fks}/${created.body.id}`)).body.constraint_name).toBe(
      constraint_name,
    );
    expect((await api('DELETE', `${fks}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${fks}/${created.body.id}`)).status).toBe(404);
    expect(await directQuery(`SELECT 1 FROM pg_class WHERE oid = $1`, [target.id])).toHaveLength(1);
  });

  it('answers unknown ids, bad input, conflicts and protected schemas clearly', async () => {
    const table = await newTable('fkerr', 'id int8 PRIMARY KEY, other int8');
    const body = {
      source_id: table.id,
      source_columns: ['other'],
      target_id: table.id,
      target_columns: ['id'],
    };
    expect((await api('GET', `${fks}/999999999`)).status).toBe(404);
    expect((await api('DELETE', `${fks}/999999999`)).status).toBe(404);
    expect((await api('GET', `${fks}/abc`)).status).toBe(400);
    expect((await api('POST', fks, { ...body, target_id: 999999999 })).status).toBe(404);
    expect((await api('POST', fks, { ...body, target_columns: ['id', 'other'] })).status).toBe(400);
    expect((await api('POST', fks, { ...body, deletion_action: 'explode' })).status).toBe(400);
    const missing = await api<ErrorBody>('POST', fks, { ...body, source_columns: ['nope'] });
    expect(missing.body.error.code).toBe('42703');
    const first = await api('POST', fks, { ...body, constraint_name: 'dup' });
    expect(first.status).toBe(201);
    const duplicate = await api<ErrorBody>('POST', fks, { ...body, constraint_name: 'dup' });
    expect(duplicate.status).toBe(409);
    const [system] = await directQuery<{ id: number }>(
      `SELECT 'information_schema.sql_features'::regclass::oid::int AS id`,
    );
    const protectedWrite = await api('POST', fks, { ...body, source_id: system!.id });
    expect(protectedWrite.status).toBe(403);
  });

  it('lists check, unique and primary key constraints by table', async () => {
    const table = await newTable(
      'cons',
      'id int8 PRIMARY KEY, code text UNIQUE, n int CONSTRAINT positive CHECK (n > 0)',
    );
    const listed = await api<
      { name: string; type: string; columns: string[]; definition: string }[]
    >('GET', `${constraints}?table_id=${table.id}`);
    expect(listed.status).toBe(200);
    const byType = Object.fromEntries(listed.body.map((k) => [k.type, k]));
    expect(byType['PRIMARY KEY']).toMatchObject({
      columns: ['id'],
      definition: 'PRIMARY KEY (id)',
    });
    expect(byType.UNIQUE).toMatchObject({ columns: ['code'] });
    expect(byType.CHECK).toMatchObject({
      name: 'positive',
      columns: ['n'],
      definition: 'CHECK (n > 0)',
    });
    expect((await api('GET', `${constraints}?table_id=abc`)).status).toBe(400);
  });
});
