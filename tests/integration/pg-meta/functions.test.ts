import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/functions';

interface DbFunction {
  id: number;
  schema: string;
  name: string;
  language: string;
  definition: string;
  complete_statement: string;
  args: { mode: string; name: string; type_id: number; has_default: boolean }[];
  argument_types: string;
  identity_argument_types: string;
  return_type: string;
  return_type_relation_id: number | null;
  is_set_returning_function: boolean;
  prorows: number | null;
  behavior: string;
  security_definer: boolean;
  config_params: Record<string, string> | null;
}

interface ErrorBody {
  error: { message: string; code: string };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

describe('/platform/pg-meta/{ref}/functions', () => {
  it('creates with defaults, gets, lists and drops a function with a hostile name', async () => {
    const name = `${uniqueName('fn')}"; DROP SCHEMA public; --`;
    const created = await api<DbFunction>('POST', base, { name, definition: 'select' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      schema: 'public',
      name,
      language: 'sql',
      return_type: 'void',
      behavior: 'VOLATILE',
      security_definer: false,
      args: [],
      config_params: null,
    });
    expect((await api<DbFunction>('GET', `${base}/${created.body.id}`)).body.name).toBe(name);
    const listed = await api<DbFunction[]>('GET', `${base}?included_schemas=public`);
    expect(listed.body.map((f) => f.id)).toContain(created.body.id);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('creates with args, settings and a body holding dollar quotes', async () => {
    const name = uniqueName('fn_args');
    const definition = "begin return a || $$ $atrium_x$ ' $$ || b; end";
    const created = await api<DbFunction>('POST', base, {
      name,
      definition,
      language: 'plpgsql',
      return_type: 'text',
      args: ['a text', 'b int4'],
      behavior: 'STABLE',
      security_definer: true,
      config_params: { search_path: 'public, pg_temp' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      definition,
      return_type: 'text',
      argument_types: 'a text, b integer',
      behavior: 'STABLE',
      security_definer: true,
      config_params: { search_path: 'public, pg_temp' },
      args: [
        { mode: 'in', name: 'a', type_id: 25, has_default: false },
        { mode: 'in', name: 'b', type_id: 23, has_default: false },
      ],
    });
    const [row] = await directQuery<{ r: string }>(`SELECT public.${ident(name)}('x', 1) AS r`);
    expect(row!.r).toBe("x $atrium_x$ ' 1");
  });

  it('reports modes, defaults and set-returning functions from the catalogue', async () => {
    const name = uniqueName('fn_cat');
    await directQuery(
      `CREATE FUNCTION public.${name}(a int, OUT b text, c int DEFAULT 1)
         RETURNS SETOF text LANGUAGE sql ROWS 42 AS $$ select 'x' $$`,
    );
    const { body } = await api<DbFunction[]>('GET', `${base}?included_schemas=public`);
    expect(body.find((f) => f.name === name)).toMatchObject({
      is_set_returning_function: true,
      // postgres-meta's `prorows`: the ROWS estimate of a set-returning function.
      prorows: 42,
      args: [
        { mode: 'in', name: 'a', has_default: false },
        { mode: 'out', name: 'b', has_default: false },
        { mode: 'in', name: 'c', has_default: true },
      ],
    });
  });

  it('lists only trigger functions when asked', async () => {
    const name = uniqueName('fn_trg');
    await api('POST', base, {
      name,
      language: 'plpgsql',
      return_type: 'trigger',
      definition: 'begin return new; end',
    });
    const { body } = await api<DbFunction[]>('GET', `${base}?trigger_functions=true`);
    expect(body.map((f) => f.name)).toContain(name);
    expect(body.every((f) => f.return_type === 'trigger')).toBe(true);
  });

  it('updates name, schema and body together, keeping the other properties', async () => {
    const name = uniqueName('fn_up');
    const schema = uniqueName('fn_schema');
    await directQuery(`CREATE SCHEMA ${schema}`);
    const { body: fn } = await api<DbFunction>('POST', base, {
      name,
      definition: 'select 1',
      return_type: 'int',
      behavior: 'IMMUTABLE',
      security_definer: true,
    });
    const updated = await api<DbFunction>('PATCH', `${base}/${fn.id}`, {
      name: `${name}_2`,
      schema,
      definition: 'select 2',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: fn.id,
      name: `${name}_2`,
      schema,
      definition: 'select 2',
      behavior: 'IMMUTABLE',
      security_definer: true,
    });
    await directQuery(`DROP SCHEMA ${schema} CASCADE`);
  });

  it('leaves a function untouched when a later step of its update fails', async () => {
    const name = uniqueName('fn_atomic');
    const { body: fn } = await api<DbFunction>('POST', base, { name, definition: 'select' });
    const failed = await api<ErrorBody>('PATCH', `${base}/${fn.id}`, {
      name: `${name}_2`,
      definition: 'select 1',
      schema: uniqueName('missing'),
    });
    expect(failed.status).toBe(404);
    expect((await api<DbFunction>('GET', `${base}/${fn.id}`)).body).toMatchObject({
      name,
      definition: 'select',
    });
  });

  it('answers conflicts, unknown ids and types, bad input and protected schemas', async () => {
    const name = uniqueName('fn_dup');
    expect((await api('POST', base, { name, definition: 'select' })).status).toBe(201);
    const duplicate = await api<ErrorBody>('POST', base, { name, definition: 'select' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('42723');
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { name: 'x' })).status).toBe(404);
    expect((await api('GET', `${base}/abc`)).status).toBe(400);
    expect((await api('POST', base, { definition: 'select' })).status).toBe(400);
    const badType = await api<ErrorBody>('POST', base, {
      name: uniqueName('fn_t'),
      definition: 'select',
      args: ['a no_such_type'],
    });
    expect(badType.status).toBe(400);
    const injection = await api<ErrorBody>('POST', base, {
      name: uniqueName('fn_i'),
      definition: 'select',
      return_type: 'int; DROP SCHEMA public',
    });
    expect(injection.status).toBe(400);
    const protectedWrite = await api<ErrorBody>('POST', base, {
      name: 'f',
      schema: 'auth',
      definition: 'select',
    });
    expect(protectedWrite.status).toBe(403);
  });

  it('refuses to drop a function others depend on unless cascading', async () => {
    const name = uniqueName('fn_dep');
    const { body: fn } = await api<DbFunction>('POST', base, {
      name,
      definition: 'select 1',
      return_type: 'int',
    });
    await directQuery(`CREATE VIEW public.${name}_v AS SELECT public.${name}() AS x`);
    expect((await api('DELETE', `${base}/${fn.id}`)).status).toBe(409);
    expect((await api('DELETE', `${base}/${fn.id}?cascade=true`)).status).toBe(200);
    expect(await directQuery(`SELECT to_regclass('public.${name}_v') AS v`)).toEqual([{ v: null }]);
  });
});
