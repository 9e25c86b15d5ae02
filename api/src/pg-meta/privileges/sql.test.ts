import { describe, expect, it } from 'vitest';
import { grantColumnPrivilege, listColumnPrivileges, revokeColumnPrivilege } from './column-sql.js';
import { grantTablePrivilege, listTablePrivileges, revokeTablePrivilege } from './table-sql.js';

const hostile = "x'; DROP TABLE y; --";
const table = { schema: 'a"b', name: 't' };

describe('privilege SQL', () => {
  it('binds every filter as a parameter', () => {
    for (const list of [listTablePrivileges, listColumnPrivileges]) {
      const query = list({ table_id: 4, included_schemas: [hostile], limit: 2 });
      expect(query.text).not.toContain('DROP');
      expect(query.values).toEqual([
        [4],
        [hostile],
        ['information_schema', 'pg_catalog', 'pg_toast'],
        2,
      ]);
      expect(list({ table_ids: [1, 2], include_system_schemas: true }).values).toEqual([[1, 2]]);
    }
  });

  it('grants and revokes table privileges to quoted roles or PUBLIC', () => {
    expect(
      grantTablePrivilege(table, {
        grantee: hostile,
        privilege_type: 'SELECT',
        is_grantable: true,
      }),
    ).toBe(`GRANT SELECT ON TABLE "a""b"."t" TO "x'; DROP TABLE y; --" WITH GRANT OPTION`);
    expect(revokeTablePrivilege(table, { grantee: 'public', privilege_type: 'ALL' })).toBe(
      'REVOKE ALL ON TABLE "a""b"."t" FROM PUBLIC',
    );
  });

  it('grants and revokes column privileges on quoted columns', () => {
    expect(grantColumnPrivilege(table, 'c"1', { grantee: 'anon', privilege_type: 'UPDATE' })).toBe(
      'GRANT UPDATE ("c""1") ON TABLE "a""b"."t" TO "anon"',
    );
    expect(
      revokeColumnPrivilege(table, hostile, { grantee: 'anon', privilege_type: 'SELECT' }),
    ).toBe(`REVOKE SELECT ("x'; DROP TABLE y; --") ON TABLE "a""b"."t" FROM "anon"`);
  });
});
