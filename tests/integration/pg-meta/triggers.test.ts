import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/triggers';

interface Trigger {
  id: number;
  table_id: number;
  enabled_mode: string;
  name: string;
  table: string;
  schema: string;
  condition: string | null;
  orientation: string;
  activation: string;
  events: string[];
  function_schema: string;
  function_name: string;
  function_args: string[];
}

interface ErrorBody {
  error: { message: string; code: string };
}

const table = uniqueName('trg_table');
const fn = uniqueName('trg_fn');

beforeAll(async () => {
  await directQuery(`CREATE TABLE public.${table} (id int)`);
  await directQuery(
    `CREATE FUNCTION public.${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ begin return new; end $$`,
  );
});

const create = (name: string, extra: object = {}) =>
  api<Trigger>('POST', base, {
    name,
    table,
    function_name: fn,
    events: ['INSERT'],
    ...extra,
  });

describe('/platform/pg-meta/{ref}/triggers', () => {
  it('creates with defaults, gets, lists and drops a trigger', async () => {
    const name = `${uniqueName('trg')}"';--`;
    const created = await create(name, {
      events: ['INSERT', 'UPDATE'],
      orientation: 'ROW',
      activation: 'AFTER',
      function_args: ["a'); DROP TABLE x; --", 'b'],
      enabled_mode: 'ALWAYS',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      schema: 'public',
      table,
      enabled_mode: 'ALWAYS',
      orientation: 'ROW',
      activation: 'AFTER',
      events: ['INSERT', 'UPDATE'],
      function_schema: 'public',
      function_name: fn,
      function_args: ["a'); DROP TABLE x; --", 'b'],
      condition: null,
    });
    expect((await api<Trigger>('GET', `${base}/${created.body.id}`)).body.name).toBe(name);
    const listed = await api<Trigger[]>('GET', `${base}?included_schemas=public`);
    expect(listed.body.map((t) => t.id)).toContain(created.body.id);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('defaults to a BEFORE ... FOR EACH STATEMENT trigger enabled on origin', async () => {
    const created = await create(uniqueName('trg_def'), { events: ['TRUNCATE'] });
    expect(created.body).toMatchObject({
      activation: 'BEFORE',
      orientation: 'STATEMENT',
      enabled_mode: 'ORIGIN',
      events: ['TRUNCATE'],
      function_args: [],
    });
  });

  it('reads a WHEN condition from the catalogue', async () => {
    const name = uniqueName('trg_when');
    await directQuery(
      `CREATE TRIGGER ${name} BEFORE UPDATE ON public.${table} FOR EACH ROW
         WHEN (old.id IS DISTINCT FROM new.id) EXECUTE FUNCTION public.${fn}()`,
    );
    const { body } = await api<Trigger[]>('GET', `${base}?included_schemas=public`);
    expect(body.find((t) => t.name === name)?.condition).toBe('(old.id IS DISTINCT FROM new.id)');
  });

  it('renames and changes the enabled mode together', async () => {
    const name = uniqueName('trg_up');
    const { body } = await create(name);
    const updated = await api<Trigger>('PATCH', `${base}/${body.id}`, {
      name: `${name}_2`,
      enabled_mode: 'DISABLED',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `${name}_2`, enabled_mode: 'DISABLED' });
  });

  it('leaves a trigger untouched when a later step of its update fails', async () => {
    const taken = uniqueName('trg_taken');
    await create(taken);
    const { body } = await create(uniqueName('trg_atomic'));
    const failed = await api<ErrorBody>('PATCH', `${base}/${body.id}`, {
      name: taken,
      enabled_mode: 'REPLICA',
    });
    expect(failed.status).toBe(409);
    expect((await api<Trigger>('GET', `${base}/${body.id}`)).body).toMatchObject({
      name: body.name,
      enabled_mode: 'ORIGIN',
    });
  });

  it('answers conflicts, unknown ids, bad input and protected schemas', async () => {
    const name = uniqueName('trg_dup');
    expect((await create(name)).status).toBe(201);
    expect((await create(name)).status).toBe(409);
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    expect((await create(uniqueName('trg_nf'), { function_name: 'no_such_fn' })).status).toBe(404);
    expect((await create('has space')).status).toBe(400);
    expect((await create(uniqueName('trg_ev'), { events: [] })).status).toBe(400);
    expect((await create(uniqueName('trg_ev'), { events: ['SELECT'] })).status).toBe(400);
    const protectedWrite = await create(uniqueName('trg_p'), { schema: 'auth' });
    expect(protectedWrite.status).toBe(403);
  });
});
