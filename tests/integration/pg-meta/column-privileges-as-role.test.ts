import { describe, expect, it } from 'vitest';
import type { ColumnPrivileges } from '../../../api/src/pg-meta/privileges/column-sql.js';
import { api, query } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const columns = '/platform/pg-meta/default/column-privileges';

/**
 * What the column privileges screen sends (`GRANT SELECT (col) ON t TO role`), checked as the
 * role itself through the query endpoint's impersonation, on a table and a column with hostile
 * names, in the shared project whose members' role is no superuser.
 */
describe('column privileges, as the role that holds them', () => {
  it('lets anon read only the granted columns, until revoked', async () => {
    const name = `${uniqueName('colpriv')}"; DROP TABLE x; --`;
    const table = `public."${name.replaceAll('"', '""')}"`;
    await directQuery(`CREATE TABLE ${table} (id int8, "se""cret" text, note text)`);
    await directQuery(`INSERT INTO ${table} VALUES (1, 'hidden', 'shown')`);
    // New tables are anon's by default privileges: column grants matter once the table's are gone.
    await directQuery(`REVOKE ALL ON ${table} FROM anon`);
    const [row] = await directQuery<{ id: number }>(`SELECT $1::regclass::oid::int AS id`, [table]);
    const change = (ordinal: number) => ({
      column_id: `${row!.id}.${ordinal}`,
      grantee: 'anon',
      privilege_type: 'SELECT',
    });
    const asAnon = (sql: string) => query(sql, { role: 'anon' });

    expect((await asAnon(`SELECT id FROM ${table}`)).status).toBe(403);
    const granted = await api<ColumnPrivileges[]>('POST', columns, [change(1), change(3)]);
    expect(granted.status).toBe(200);
    const anonGrants = granted.body.map((c) => [
      c.column_name,
      c.privileges.filter((p) => p.grantee === 'anon').map((p) => p.privilege_type),
    ]);
    expect(anonGrants).toEqual([
      ['id', ['SELECT']],
      ['note', ['SELECT']],
    ]);

    expect((await asAnon(`SELECT id, note FROM ${table}`)).body).toEqual([
      { id: '1', note: 'shown' },
    ]);
    expect((await asAnon(`SELECT "se""cret" FROM ${table}`)).status).toBe(403);

    const revoked = await api<ColumnPrivileges[]>('DELETE', columns, [change(3)]);
    expect(revoked.status).toBe(200);
    expect((await asAnon(`SELECT note FROM ${table}`)).status).toBe(403);
    expect((await asAnon(`SELECT id FROM ${table}`)).status).toBe(200);
  });
});
