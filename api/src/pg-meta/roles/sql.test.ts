import { describe, expect, it } from 'vitest';
import { alterRole, createRole, dropRole, listRoles } from './sql.js';

describe('role SQL', () => {
  it('leaves out pg_ roles unless asked, and binds paging', () => {
    expect(listRoles({}).text).toContain(`NOT LIKE 'pg\\_%'`);
    const all = listRoles({ include_default_roles: true, limit: 5, offset: 1 });
    expect(all.text).not.toContain('NOT LIKE');
    expect(all.text).toMatch(/LIMIT \$1 OFFSET \$2$/);
    expect(all.values).toEqual([5, 1]);
  });

  it('creates a role with quoted name, flags, and quoted literals', () => {
    expect(
      createRole(
        'app"; DROP ROLE postgres; --',
        {
          can_login: true,
          inherit_role: false,
          can_bypass_rls: true,
          connection_limit: 5,
          valid_until: '2030-01-01',
          password: "pa'ss\\word",
        },
        { statement_timeout: "1s'; --" },
      ),
    ).toEqual([
      `CREATE ROLE "app""; DROP ROLE postgres; --" WITH LOGIN NOINHERIT BYPASSRLS CONNECTION LIMIT 5 VALID UNTIL '2030-01-01' PASSWORD E'pa''ss\\\\word'`,
      `ALTER ROLE "app""; DROP ROLE postgres; --" SET "statement_timeout" TO '1s''; --'`,
    ]);
    expect(createRole('r', {})).toEqual(['CREATE ROLE "r"']);
  });

  it('alters only what changed, renaming last', () => {
    expect(alterRole('r', { name: 'r' })).toEqual([]);
    expect(
      alterRole('r', {
        can_create_db: false,
        valid_until: null,
        config: { search_path: null },
        name: 's',
      }),
    ).toEqual([
      `ALTER ROLE "r" WITH NOCREATEDB VALID UNTIL 'infinity'`,
      'ALTER ROLE "r" RESET "search_path"',
      'ALTER ROLE "r" RENAME TO "s"',
    ]);
  });

  it('drops by quoted name', () => {
    expect(dropRole('a"b')).toBe('DROP ROLE "a""b"');
  });
});
