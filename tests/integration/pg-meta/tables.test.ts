import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/tables';

interface Table {
  id: number;
  schema: string;
  name: string;
  comment: string | null;
  rls_enabled: boolean;
  rls_forced: boolean;
  replica_identity: string;
  live_rows_estimate: number;
  size: string;
  bytes: number;
  primary_keys: { schema: string; table_name: string; name: string; table_id: number }[];
  relationships: Record<string, unknown>[];
  columns?: Record<string, unknown>[];
}
interface ApiErrorBody {
  error: { code: string; message: string };
}

/** A fresh schema per test, so list assertions see only this test's tables. */
async function schemaWith(sql: (s: string) => string): Promise<string> {
  const schema = uniqueName('rel');
  await directQuery(`CREATE SCHEMA "${schema}"; ${sql(`"${schema}"`)}`);
  return schema;
}

describe('/platform/pg-meta/{ref}/tables', () => {
  it('estimates size from the data on disk now and its indexes as of the last ANALYZE', async () => {
    const schema = await schemaWith(
      (s) => `CREATE TABLE ${s}.filled (id int PRIMARY KEY, note text);
        INSERT INTO ${s}.filled SELECT g, repeat('x', 100) FROM generate_series(1, 2000) g;`,
    );
    const sizes = async () => {
      const [table] = (await api<Table[]>('GET', `${base}?included_schemas=${schema}`)).body;
      const [disk] = await directQuery<{ heap: string; indexes: string; total: string }>(
        `SELECT pg_relation_size($1::int::regclass)::text AS heap,
                pg_indexes_size($1::int::regclass)::text AS indexes,
                pg_total_relation_size($1::int::regclass)::text AS total`,
        [table!.id],
      );
      return {
        bytes: table!.bytes,
        heap: Number(disk!.heap),
        indexes: Number(disk!.indexes),
        total: Number(disk!.total),
      };
    };
    // Before any ANALYZE the catalogue still counts the new key's index as one page, but the rows
    // already on disk are counted.
    const fresh = await sizes();
    expect(fresh.heap).toBeGreaterThan(100 * 1024);
    expect(fresh.bytes).toBeGreaterThan(fresh.heap);
    expect(fresh.bytes).toBeLessThan(fresh.heap + fresh.indexes);
    // ANALYZE brings the index's pages up to date: then it is the data and the indexes exactly,
    // leaving out only the free-space map and the empty TOAST table's index (a few pages).
    await directQuery(`ANALYZE "${schema}".filled`);
    const analyzed = await sizes();
    expect(analyzed.bytes).toBe(analyzed.heap + analyzed.indexes);
    expect(analyzed.total - analyzed.bytes).toBeLessThanOrEqual(5 * 8192);
  });

  it('lists tables with keys, relationships, stats and columns for all of them', async () => {
    const schema = await schemaWith(
      (s) => `CREATE TYPE ${s}.mood AS ENUM ('sad', 'happy');
        CREATE TABLE ${s}.parent (id int PRIMARY KEY, code text UNIQUE, m ${s}.mood);
        CREATE TABLE ${s}.child (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          parent_id int REFERENCES ${s}.parent ON DELETE CASCADE, n int CHECK (n > 0) DEFAULT 1);
        COMMENT ON TABLE ${s}.parent IS 'the parent';
        INSERT INTO ${s}.parent VALUES (1, 'a', 'sad'), (2, 'b', 'happy'); ANALYZE ${s}.parent;`,
    );
    const listed = await api<Table[]>(
      'GET',
      `${base}?included_schemas=${schema}&include_columns=false`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((t) => t.name)).toEqual(['child', 'parent']);
    const [child, parent] = listed.body;
    expect(parent).toMatchObject({ schema, comment: 'the parent', rls_enabled: false });
    expect(parent!.replica_identity).toBe('DEFAULT');
    expect(parent!.live_rows_estimate).toBe(2);
    expect(parent!.bytes).toBeGreaterThan(0);
    expect(parent!.size).toMatch(/kB|bytes/);
    expect(parent!.columns).toBeUndefined();
    expect(child!.primary_keys).toEqual([
      { schema, table_name: 'child', name: 'id', table_id: child!.id },
    ]);
    const relationship = {
      constraint_name: 'child_parent_id_fkey',
      source_schema: schema,
      source_table_name: 'child',
      source_column_name: 'parent_id',
      target_table_schema: schema,
      target_table_name: 'parent',
      target_column_name: 'id',
      deletion_action: 'c',
    };
    expect(child!.relationships).toEqual([expect.objectContaining(relationship)]);
    expect(parent!.relationships).toEqual([expect.objectContaining(relationship)]);

    const withColumns = await api<Table[]>(
      'GET',
      `${base}?included_schemas=${schema}&include_columns=true&limit=1&offset=1`,
    );
    expect(withColumns.body.map((t) => t.name)).toEqual(['parent']);
    expect(withColumns.body[0]!.columns).toEqual([
      expect.objectContaining({ name: 'id', id: `${parent!.id}.1`, is_nullable: false }),
      expect.objectContaining({ name: 'code', is_unique: true, data_type: 'text', format: 'text' }),
      expect.objectContaining({ name: 'm', data_type: 'USER-DEFINED', enums: ['sad', 'happy'] }),
    ]);
    const one = await api<Table>('GET', `${base}/${child!.id}`);
    expect(one.body.columns).toEqual([
      expect.objectContaining({ name: 'id', is_identity: true, identity_generation: 'ALWAYS' }),
      expect.objectContaining({ name: 'parent_id', data_type: 'integer', format: 'int4' }),
      expect.objectContaining({ name: 'n', default_value: '1', check: 'n > 0' }),
    ]);
  });

  it('lists with columns exactly what the list and each table’s own columns say', async () => {
    const schema = await schemaWith(
      (s) => `CREATE TABLE ${s}.a (id int PRIMARY KEY, j jsonb DEFAULT '{}', big numeric);
        CREATE TABLE ${s}."b ""q""" (x text[] NOT NULL); COMMENT ON COLUMN ${s}.a.j IS 'doc';`,
    );
    const plain = await api<Table[]>(
      'GET',
      `${base}?included_schemas=${schema}&include_columns=false`,
    );
    const full = await api<Table[]>('GET', `${base}?included_schemas=${schema}&include_columns=1`);
    expect(full.status).toBe(200);
    expect(full.body.map(({ columns: _columns, ...table }) => table)).toEqual(plain.body);
    for (const table of full.body) {
      const own = await api<Record<string, unknown>[]>(
        'GET',
        `/platform/pg-meta/default/columns?table_id=${table.id}`,
      );
      expect(table.columns).toEqual(own.body);
    }
    expect(full.body[0]!.columns![1]).toMatchObject({ name: 'j', comment: 'doc' });
  });

  it('finds a schema’s tables after they move in, and lists the system schemas too', async () => {
    const from = await schemaWith((s) => `CREATE TABLE ${s}.mover (id int)`);
    const to = await schemaWith((s) => `CREATE TABLE ${s}.stayer (id int)`);
    await directQuery(`ALTER TABLE "${from}".mover SET SCHEMA "${to}"`);
    const names = async (query: string) =>
      (await api<Table[]>('GET', `${base}?${query}`)).body.map((t) => `${t.schema}.${t.name}`);
    expect(await names(`included_schemas=${from}`)).toEqual([]);
    expect(await names(`included_schemas=${to}`)).toEqual([`${to}.mover`, `${to}.stayer`]);
    for (const schema of ['information_schema', 'pg_catalog']) {
      const expected = await directQuery<{ name: string }>(
        `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
        [schema],
      );
      expect(await names(`included_schemas=${schema}&include_system_schemas=true`)).toEqual(
        expected.map((row) => row.name),
      );
    }
  });

  it('creates, changes in one step and drops a table with a hostile name', async () => {
    const schema = await schemaWith(() => '');
    const target = await schemaWith(() => '');
    const name = `t"; DROP TABLE x; --`;
    const created = await api<Table>('POST', base, {
      name,
      schema,
      comment: "it's mine",
      rls_enabled: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, schema, comment: "it's mine", rls_enabled: true });
    const changed = await api<Table>('PATCH', `${base}/${created.body.id}`, {
      name: `${name} 2`,
      schema: target,
      comment: null,
      rls_forced: true,
      replica_identity: 'FULL',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: created.body.id,
      name: `${name} 2`,
      schema: target,
      comment: null,
      rls_forced: true,
      replica_identity: 'FULL',
    });
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('creates a table with its columns and key in one step, or nothing at all', async () => {
    const schema = await schemaWith(() => '');
    const created = await api<Table>('POST', base, {
      schema,
      name: 'notes',
      rls_enabled: true,
      columns: [
        { name: 'id', type: 'int8', is_identity: true, is_primary_key: true },
        { name: 'created_at', type: 'timestamptz', default_value: 'now()', is_nullable: false },
        { name: 'body', type: 'text', check: 'length(body) < 10' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'notes', rls_enabled: true });
    expect(created.body.primary_keys.map((k) => k.name)).toEqual(['id']);
    expect(created.body.columns).toEqual([
      expect.objectContaining({ name: 'id', is_identity: true }),
      expect.objectContaining({ name: 'created_at', default_value: 'now()', is_nullable: false }),
      expect.objectContaining({ name: 'body', check: 'length(body) < 10' }),
    ]);
    const pairs = await api<Table>('POST', base, {
      schema,
      name: 'pairs',
      columns: [
        { name: 'a', type: 'int4', is_primary_key: true },
        { name: 'b', type: 'int4', is_primary_key: true },
      ],
    });
    expect(pairs.body.primary_keys.map((k) => k.name)).toEqual(['a', 'b']);
    const failed = await api<ApiErrorBody>('POST', base, {
      schema,
      name: 'broken',
      columns: [
        { name: 'ok', type: 'text' },
        { name: 'bad', type: 'no_such_type' },
      ],
    });
    expect(failed.status).toBe(404);
    const listed = await api<Table[]>('GET', `${base}?included_schemas=${schema}`);
    expect(listed.body.map((t) => t.name)).toEqual(['notes', 'pairs']);
  });

  it('creates a table with its foreign keys in the same transaction', async () => {
    const schema = await schemaWith((s) => `CREATE TABLE ${s}.authors (id int PRIMARY KEY);`);
    const [authors] = (await api<Table[]>('GET', `${base}?included_schemas=${schema}`)).body;
    const book = (name: string, targetColumn: string) =>
      api<Table & ApiErrorBody>('POST', base, {
        schema,
        name,
        columns: [
          { name: 'id', type: 'int4', is_primary_key: true },
          { name: 'author_id', type: 'int4' },
        ],
        foreign_keys: [
          {
            source_columns: ['author_id'],
            target_id: authors!.id,
            target_columns: [targetColumn],
            deletion_action: 'cascade',
          },
        ],
      });
    const created = await book('books', 'id');
    expect(created.status).toBe(201);
    expect(created.body.relationships).toEqual([
      expect.objectContaining({
        source_table_name: 'books',
        source_column_name: 'author_id',
        target_table_name: 'authors',
        target_column_name: 'id',
        deletion_action: 'c',
      }),
    ]);
    // A key to a column that does not exist fails the whole request: no table without its key.
    const failed = await book('orphans', 'nope');
    expect(failed.status).toBe(404);
    expect(failed.body.error.message).toMatch(/nope/);
    const unknownTarget = await api<ApiErrorBody>('POST', base, {
      schema,
      name: 'orphans',
      columns: [{ name: 'x', type: 'int4' }],
      foreign_keys: [{ source_columns: ['x'], target_id: 999999999, target_columns: ['id'] }],
    });
    expect(unknownTarget.status).toBe(404);
    const listed = await api<Table[]>('GET', `${base}?included_schemas=${schema}`);
    expect(listed.body.map((t) => t.name)).toEqual(['authors', 'books']);
  });

  it('leaves a table untouched when a later step of a change fails', async () => {
    const schema = await schemaWith((s) => `CREATE TABLE ${s}.a (); CREATE TABLE ${s}.b ();`);
    const [a] = await api<Table[]>('GET', `${base}?included_schemas=${schema}`).then((r) => r.body);
    const failed = await api<ApiErrorBody>('PATCH', `${base}/${a!.id}`, {
      comment: 'changed',
      rls_enabled: true,
      name: 'b',
    });
    expect(failed.status).toBe(409);
    expect(failed.body.error.code).toBe('42P07');
    expect((await api<Table>('GET', `${base}/${a!.id}`)).body).toMatchObject({
      name: 'a',
      comment: null,
      rls_enabled: false,
    });
  });

  it('duplicates a table, with its data and a working identity', async () => {
    const schema = await schemaWith(
      (s) => `CREATE TABLE ${s}.src (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, v text,
        twice text GENERATED ALWAYS AS (v || v) STORED);
        INSERT INTO ${s}.src (v) VALUES ('a'), ('b');`,
    );
    const [src] = await api<Table[]>('GET', `${base}?included_schemas=${schema}`).then(
      (r) => r.body,
    );
    const copy = await api<Table>('POST', `${base}/${src!.id}/duplicate`, {
      name: 'copy',
      with_data: true,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.primary_keys.map((k) => k.name)).toEqual(['id']);
    await directQuery(`INSERT INTO "${schema}".copy (v) VALUES ('c')`);
    expect(await directQuery(`SELECT id, twice FROM "${schema}".copy ORDER BY id`)).toEqual([
      { id: 1, twice: 'aa' },
      { id: 2, twice: 'bb' },
      { id: 3, twice: 'cc' },
    ]);
    const empty = await api<Table>('POST', `${base}/${src!.id}/duplicate`, { name: 'empty' });
    expect(empty.status).toBe(201);
    expect(await directQuery(`SELECT 1 FROM "${schema}".empty`)).toEqual([]);
    expect((await api('POST', `${base}/${src!.id}/duplicate`, { name: 'copy' })).status).toBe(409);
  });

  it('answers unknown ids, bad input, conflicts and protected schemas clearly', async () => {
    const schema = await schemaWith(
      (s) => `CREATE TABLE ${s}.t (id int); CREATE VIEW ${s}.v AS SELECT * FROM ${s}.t;`,
    );
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { name: 'x' })).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
    expect((await api('POST', base, { name: 'x'.repeat(64), schema })).status).toBe(400);
    expect((await api('POST', base, { schema })).status).toBe(400);
    const [t] = await api<Table[]>('GET', `${base}?included_schemas=${schema}`).then((r) => r.body);
    expect((await api('PATCH', `${base}/${t!.id}`, { replica_identity: 'INDEX' })).status).toBe(
      400,
    );
    const duplicate = await api<ApiErrorBody>('POST', base, { name: 't', schema });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('42P07');
    expect((await api('DELETE', `${base}/${t!.id}`)).status).toBe(409);
    expect((await api('DELETE', `${base}/${t!.id}?cascade=true`)).status).toBe(200);
    expect(
      await directQuery(
        `SELECT 1 FROM pg_class WHERE relname = 'v' AND relnamespace = $1::regnamespace`,
        [schema],
      ),
    ).toEqual([]);

    const intoProtected = await api<ApiErrorBody>('POST', base, { name: 'x', schema: 'auth' });
    expect(intoProtected.status).toBe(403);
    expect(intoProtected.body.error.code).toBe('protected_schema');
    const own = await api<Table>('POST', base, { name: 'mine', schema });
    expect((await api('PATCH', `${base}/${own.body.id}`, { schema: 'storage' })).status).toBe(403);
    // A table that already lives in a protected schema cannot be changed, copied or dropped.
    const [catalog] = await directQuery<{ id: number }>(
      `SELECT 'pg_catalog.pg_class'::regclass::oid::int AS id`,
    );
    expect((await api('PATCH', `${base}/${catalog!.id}`, { comment: 'x' })).status).toBe(403);
    expect((await api('POST', `${base}/${catalog!.id}/duplicate`, { name: 'x' })).status).toBe(403);
    expect((await api('DELETE', `${base}/${catalog!.id}`)).status).toBe(403);
  });
});
