import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';

const tables = '/platform/pg-meta/default/table-privileges';
const columns = '/platform/pg-meta/default/column-privileges';

interface Grant {
  grantee: string;
  privilege_type: string;
  is_grantable: boolean;
}
interface TablePrivileges {
  relation_id: number;
  name: string;
  privileges: Grant[];
}
interface ColumnPrivileges {
  column_id: string;
  column_name: string;
  privileges: Grant[];
}

async function setup() {
  const name = uniqueName('priv');
  const role = `r"; DROP TABLE public."${name}"; --${Math.random().toString(36).slice(2, 6)}`;
  await directQuery(`CREATE TABLE public."${name}" (id int8, secret text)`);
  await superuserQuery(`CREATE ROLE "${role.replaceAll('"', '""')}"`);
  const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [
    `public."${name}"`,
  ]);
  return { name, role, id: row!.id };
}

const grantsOf = (privileges: Grant[], role: string) =>
  privileges
    .filter((p) => p.grantee === role)
    .map((p) => `${p.privilege_type}${p.is_grantable ? '*' : ''}`)
    .sort();

describe('/platform/pg-meta/{ref}/table-privileges and /column-privileges', () => {
  it('grants, lists and revokes table privileges for a hostile role name', async () => {
    const { id, role } = await setup();
    const granted = await api<TablePrivileges[]>('POST', tables, [
      { relation_id: id, grantee: role, privilege_type: 'SELECT', is_grantable: true },
      { relation_id: id, grantee: role, privilege_type: 'INSERT' },
    ]);
    expect(granted.status).toBe(200);
    expect(grantsOf(granted.body[0]!.privileges, role)).toEqual(['INSERT', 'SELECT*']);
    const listed = await api<TablePrivileges[]>('GET', `${tables}?table_id=${id}`);
    expect(listed.body).toHaveLength(1);
    expect(grantsOf(listed.body[0]!.privileges, 'project_default')).toContain('SELECT');
    const revoked = await api<TablePrivileges[]>('DELETE', tables, [
      { relation_id: id, grantee: role, privilege_type: 'ALL' },
    ]);
    expect(grantsOf(revoked.body[0]!.privileges, role)).toEqual([]);
  });

  it('grants, lists and revokes column privileges', async () => {
    const { id, role } = await setup();
    const granted = await api<ColumnPrivileges[]>('POST', columns, [
      { column_id: `${id}.2`, grantee: role, privilege_type: 'UPDATE' },
    ]);
    expect(granted.status).toBe(200);
    expect(granted.body).toHaveLength(1);
    expect(granted.body[0]).toMatchObject({ column_id: `${id}.2`, column_name: 'secret' });
    expect(grantsOf(granted.body[0]!.privileges, role)).toEqual(['UPDATE']);
    const listed = await api<ColumnPrivileges[]>('GET', `${columns}?table_id=${id}`);
    expect(listed.body.map((c) => c.column_name)).toEqual(['id', 'secret']);
    expect(listed.body[0]!.privileges).toEqual([]);
    const revoked = await api<ColumnPrivileges[]>('DELETE', columns, [
      { column_id: `${id}.2`, grantee: role, privilege_type: 'UPDATE' },
    ]);
    expect(grantsOf(revoked.body[0]!.privileges, role)).toEqual([]);
  });

  it('applies all grants or none', async () => {
    const { id, role } = await setup();
    const failed = await api<{ error: { code: string } }>('POST', tables, [
      { relation_id: id, grantee: role, privilege_type: 'SELECT' },
      { relation_id: id, grantee: uniqueName('no_such_role'), privilege_type: 'SELECT' },
    ]);
    expect(failed.status).toBe(404);
    expect(failed.body.error.code).toBe('42704');
    const listed = await api<TablePrivileges[]>('GET', `${tables}?table_id=${id}`);
    expect(grantsOf(listed.body[0]!.privileges, role)).toEqual([]);
  });

  it('answers unknown ids, bad input and protected schemas clearly', async () => {
    const { id, role } = await setup();
    const grant = { relation_id: id, grantee: role, privilege_type: 'SELECT' };
    expect((await api('POST', tables, [{ ...grant, relation_id: 999999999 }])).status).toBe(404);
    expect((await api('POST', columns, [{ ...grant, column_id: `${id}.99` }])).status).toBe(404);
    expect((await api('POST', tables, [{ ...grant, privilege_type: 'EXPLODE' }])).status).toBe(400);
    expect((await api('POST', columns, [{ ...grant, column_id: 'abc' }])).status).toBe(400);
    expect((await api('POST', tables, [])).status).toBe(400);
    expect((await api('GET', `${tables}?table_id=abc`)).status).toBe(400);
    const [system] = await directQuery<{ id: number }>(
      `SELECT 'information_schema.sql_features'::regclass::oid::int AS id`,
    );
    expect((await api('POST', tables, [{ ...grant, relation_id: system!.id }])).status).toBe(403);
    expect(
      (await api('DELETE', columns, [{ ...grant, column_id: `${system!.id}.1` }])).status,
    ).toBe(403);
  });
});
