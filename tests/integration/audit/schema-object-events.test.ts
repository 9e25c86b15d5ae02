import { describe, expect, it } from 'vitest';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { OWNER } from '../../harness/owner.js';
import { trackedRequest, type StoredEntry } from './tracked-request.js';

const pgMeta = '/platform/pg-meta/default';

/** The one entry a request left: its event, its target's name as it was, and its status. */
const expectEvent = (
  result: { status: number; entries: StoredEntry[] },
  action: string,
  target: string,
  status?: number,
) =>
  expect(result.entries).toEqual([
    expect.objectContaining({
      action,
      target_name: target,
      actor_email: OWNER.email,
      ...(status === undefined ? {} : { status }),
    }),
  ]);

/** A new table in `public` with an `id` primary key and a `note`, and its oid. */
async function newTable(prefix: string): Promise<{ name: string; id: number }> {
  const name = uniqueName(prefix);
  await directQuery(`CREATE TABLE public.${name} (id int PRIMARY KEY, note text)`);
  const [row] = await directQuery<{ oid: number }>('SELECT $1::regclass::oid::int AS oid', [
    `public.${name}`,
  ]);
  return { name, id: row!.oid };
}

/**
 * docs/architecture/permissions.md, named events: the pg-meta routes that change schemas,
 * columns, functions, triggers, types, indexes, extensions, roles, constraints, privileges and
 * publications leave events naming their target as
 * it was at the time (a renamed object is recorded under its old name), refused changes included,
 * through the real app.
 */
describe('audit events for a project’s schema objects', () => {
  it('records a schema created, renamed and dropped, by name', async () => {
    const name = uniqueName('audited_schema');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/schemas`, { name });
    expectEvent(created, 'schema.created', name, 201);
    const renamed = `${name}_2`;
    const base = `${pgMeta}/schemas/${created.body.id}`;
    expectEvent(
      await trackedRequest('PATCH', base, { name: renamed }),
      'schema.altered',
      name,
      200,
    );
    expectEvent(await trackedRequest('DELETE', base), 'schema.dropped', renamed, 200);
  });

  it('records a column added, altered and dropped, by schema, table and name', async () => {
    const table = uniqueName('audited_col_table');
    await directQuery(`CREATE TABLE public.${table} (id int)`);
    const [tableRow] = await directQuery<{ oid: number }>('SELECT $1::regclass::oid::int AS oid', [
      `public.${table}`,
    ]);
    const created = await trackedRequest<{ id: string }>('POST', `${pgMeta}/columns`, {
      table_id: tableRow!.oid,
      name: 'note',
      type: 'text',
    });
    expectEvent(created, 'column.added', `public.${table}.note`, 201);
    const base = `${pgMeta}/columns/${created.body.id}`;
    const renamed = await trackedRequest('PATCH', base, { name: 'memo' });
    expectEvent(renamed, 'column.altered', `public.${table}.note`, 200);
    expectEvent(
      await trackedRequest('DELETE', base),
      'column.dropped',
      `public.${table}.memo`,
      200,
    );
  });

  it('records a function created, altered and dropped, by schema and name', async () => {
    const name = uniqueName('audited_fn');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/functions`, {
      name,
      definition: 'select',
    });
    expectEvent(created, 'function.created', `public.${name}`, 201);
    const base = `${pgMeta}/functions/${created.body.id}`;
    const altered = await trackedRequest<{ id: number }>('PATCH', base, { name: `${name}_2` });
    expectEvent(altered, 'function.altered', `public.${name}`, 200);
    expectEvent(
      await trackedRequest('DELETE', `${pgMeta}/functions/${altered.body.id}`),
      'function.dropped',
      `public.${name}_2`,
      200,
    );
  });

  it('records a trigger created, altered and dropped, with its table', async () => {
    const table = uniqueName('audited_trg_table');
    const fn = uniqueName('audited_trg_fn');
    await directQuery(`CREATE TABLE public.${table} (id int)`);
    await directQuery(
      `CREATE FUNCTION public.${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ begin return new; end $$`,
    );
    const name = uniqueName('audited_trg');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/triggers`, {
      name,
      table,
      function_name: fn,
      events: ['INSERT'],
    });
    expectEvent(created, 'trigger.created', `${name} on public.${table}`, 201);
    const base = `${pgMeta}/triggers/${created.body.id}`;
    const altered = await trackedRequest('PATCH', base, { enabled_mode: 'DISABLED' });
    expectEvent(altered, 'trigger.altered', `${name} on public.${table}`, 200);
    expectEvent(
      await trackedRequest('DELETE', base),
      'trigger.dropped',
      `${name} on public.${table}`,
      200,
    );
  });

  it('records an enum type created, renamed and dropped, by schema and name', async () => {
    const name = uniqueName('audited_type');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/types`, {
      name,
      enums: ['a'],
    });
    expectEvent(created, 'type.created', `public.${name}`, 201);
    const base = `${pgMeta}/types/${created.body.id}`;
    const renamed = await trackedRequest('PATCH', base, { name: `${name}_2` });
    expectEvent(renamed, 'type.altered', `public.${name}`, 200);
    expectEvent(await trackedRequest('DELETE', base), 'type.dropped', `public.${name}_2`, 200);
  });

  it('records an index created and dropped, by schema and name', async () => {
    const table = uniqueName('audited_idx_table');
    await directQuery(`CREATE TABLE public.${table} (id int, note text)`);
    const [tableRow] = await directQuery<{ oid: number }>(`SELECT $1::regclass::oid::int AS oid`, [
      `public.${table}`,
    ]);
    const name = uniqueName('audited_idx');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/indexes`, {
      table_id: tableRow!.oid,
      name,
      columns: ['note'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectEvent(created, 'index.created', `public.${name}`, 201);
    expectEvent(
      await trackedRequest('DELETE', `${pgMeta}/indexes/${created.body.id}`),
      'index.dropped',
      `public.${name}`,
      200,
    );
  });

  it('records enabling and disabling an extension, by name', async () => {
    const enabled = await trackedRequest('POST', `${pgMeta}/extensions`, { name: 'hstore' });
    expectEvent(enabled, 'extension.enabled', 'hstore', 201);
    const disabled = await trackedRequest('DELETE', `${pgMeta}/extensions?id=hstore`);
    expectEvent(disabled, 'extension.disabled', 'hstore', 200);
  });

  it('records a role created, altered and dropped by name, refused ones included', async () => {
    // The shared project's role may not create roles: the refused attempt is recorded by name.
    const refused = uniqueName('audited_role');
    const created = await trackedRequest('POST', `${pgMeta}/roles`, { name: refused });
    expectEvent(created, 'role.created', refused, 403);
    const name = uniqueName('audited_role');
    await superuserQuery(`CREATE ROLE ${name}`);
    const [role] = await superuserQuery<{ oid: number }>(
      'SELECT oid::int AS oid FROM pg_roles WHERE rolname = $1',
      [name],
    );
    const base = `${pgMeta}/roles/${role!.oid}`;
    expectEvent(await trackedRequest('PATCH', base, { name: `${name}_2` }), 'role.altered', name);
    expectEvent(await trackedRequest('DELETE', base), 'role.dropped', name);
    await superuserQuery(`DROP ROLE IF EXISTS ${name}`);
  });
  it('records a foreign key constraint created and dropped, by schema, table and name', async () => {
    const target = await newTable('audited_fk_target');
    const source = await newTable('audited_fk_source');
    const refused = await trackedRequest('POST', `${pgMeta}/foreign-keys`, {
      source_id: source.id,
      source_columns: ['note'],
      target_id: target.id,
      target_columns: ['id'],
    });
    // text does not reference int: refused by Postgres, recorded under the table's name.
    expectEvent(refused, 'constraint.created', `public.${source.name}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const created = await trackedRequest<{ id: number; constraint_name: string }>(
      'POST',
      `${pgMeta}/foreign-keys`,
      {
        source_id: source.id,
        source_columns: ['id'],
        target_id: target.id,
        target_columns: ['id'],
      },
    );
    const name = `public.${source.name}.${created.body.constraint_name}`;
    expectEvent(created, 'constraint.created', name, 201);
    expectEvent(
      await trackedRequest('DELETE', `${pgMeta}/foreign-keys/${created.body.id}`),
      'constraint.dropped',
      name,
      200,
    );
  });

  it('records privileges granted and revoked, by grantee and table or column', async () => {
    const table = await newTable('audited_priv');
    const role = uniqueName('audited_grantee');
    await superuserQuery(`CREATE ROLE ${role}`);
    const onTable = [
      { relation_id: table.id, grantee: role, privilege_type: 'SELECT' },
      { relation_id: table.id, grantee: role, privilege_type: 'INSERT' },
    ];
    const target = `${role} on public.${table.name}`;
    const granted = await trackedRequest('POST', `${pgMeta}/table-privileges`, onTable);
    expectEvent(granted, 'privileges.granted', target, 200);
    const revoked = await trackedRequest('DELETE', `${pgMeta}/table-privileges`, onTable);
    expectEvent(revoked, 'privileges.revoked', target, 200);
    const onColumn = [
      { column_id: `${table.id}.2`, grantee: role, privilege_type: 'UPDATE' },
      { column_id: `${table.id}.2`, grantee: 'PUBLIC', privilege_type: 'SELECT' },
    ];
    const column = `${role}, PUBLIC on public.${table.name}.note`;
    expectEvent(
      await trackedRequest('POST', `${pgMeta}/column-privileges`, onColumn),
      'privileges.granted',
      column,
      200,
    );
    expectEvent(
      await trackedRequest('DELETE', `${pgMeta}/column-privileges`, onColumn),
      'privileges.revoked',
      column,
      200,
    );
    await superuserQuery(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
  });

  it('records a publication created, renamed and dropped, by name', async () => {
    const table = await newTable('audited_pub_table');
    const name = uniqueName('audited_pub');
    const created = await trackedRequest<{ id: number }>('POST', `${pgMeta}/publications`, {
      name,
      tables: [`public.${table.name}`],
    });
    expectEvent(created, 'publication.created', name, 201);
    const base = `${pgMeta}/publications/${created.body.id}`;
    const renamed = await trackedRequest('PATCH', base, { name: `${name}_2` });
    expectEvent(renamed, 'publication.altered', name, 200);
    expectEvent(await trackedRequest('DELETE', base), 'publication.dropped', `${name}_2`, 200);
  });
});
