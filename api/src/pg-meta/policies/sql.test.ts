import { describe, expect, it } from 'vitest';
import { alterPolicy, createPolicy, dropPolicy, listPolicies, type Policy } from './sql.js';

const current: Policy = {
  id: 1,
  name: 'p"1',
  schema: 'my schema',
  table: 't"; DROP TABLE x; --',
  table_id: 2,
  action: 'PERMISSIVE',
  roles: ['public'],
  command: 'UPDATE',
  definition: 'true',
  check: null,
};

describe('policy SQL', () => {
  it('binds every filter as a parameter', () => {
    const query = listPolicies({ included_schemas: ["x'; DROP TABLE y; --"], limit: 2 });
    expect(query.text).not.toContain('DROP');
    expect(query.values[0]).toEqual(["x'; DROP TABLE y; --"]);
    expect(query.text).toMatch(/LIMIT \$3$/);
  });

  it('creates a policy in the exact form, quoting names and roles', () => {
    expect(
      createPolicy({
        name: 'own rows',
        schema: 'public',
        table: 'todos',
        command: 'UPDATE',
        roles: ['authenticated', 'we"ird'],
        definition: 'auth.uid() = user_id',
        check: 'true',
      }),
    ).toBe(
      'CREATE POLICY "own rows" ON "public"."todos" AS PERMISSIVE FOR UPDATE TO "authenticated", "we""ird" USING (auth.uid() = user_id) WITH CHECK (true)',
    );
  });

  it('defaults to public and leaves out clauses not given', () => {
    expect(
      createPolicy({ name: 'p', schema: 's', table: 't', command: 'INSERT', check: 'x > 0' }),
    ).toBe('CREATE POLICY "p" ON "s"."t" AS PERMISSIVE FOR INSERT TO public WITH CHECK (x > 0)');
  });

  it('alters only what changed, renaming last', () => {
    expect(alterPolicy(current, { name: current.name })).toEqual([]);
    const target = 'ALTER POLICY "p""1" ON "my schema"."t""; DROP TABLE x; --"';
    expect(
      alterPolicy(current, { name: 'p2', roles: ['anon'], definition: 'a', check: 'b' }),
    ).toEqual([
      `${target} TO "anon"`,
      `${target} USING (a)`,
      `${target} WITH CHECK (b)`,
      `${target} RENAME TO "p2"`,
    ]);
  });

  it('drops by quoted name', () => {
    expect(dropPolicy(current)).toBe('DROP POLICY "p""1" ON "my schema"."t""; DROP TABLE x; --"');
  });
});
