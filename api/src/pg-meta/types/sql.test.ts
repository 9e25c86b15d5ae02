import { describe, expect, it } from 'vitest';
import { alterType, createType, dropType, listTypes, type EnumType } from './sql.js';

const current: EnumType = {
  id: 1,
  schema: 'my schema',
  name: 'mood"',
  enums: ['a'],
  comment: null,
};

describe('enumerated type SQL', () => {
  it('binds every filter as a parameter', () => {
    const query = listTypes({ included_schemas: ["x'; DROP TYPE y; --"], offset: 3 });
    expect(query.text).not.toContain('DROP');
    expect(query.values[0]).toEqual(["x'; DROP TYPE y; --"]);
    expect(query.text).toMatch(/OFFSET \$3$/);
  });

  it('creates with quoted name, values and comment', () => {
    expect(
      createType({ schema: 's', name: 'mood"; --', enums: ["it's", 'b\\c'], comment: "o'k" }),
    ).toEqual([
      `CREATE TYPE "s"."mood""; --" AS ENUM ('it''s', E'b\\\\c')`,
      `COMMENT ON TYPE "s"."mood""; --" IS 'o''k'`,
    ]);
    expect(createType({ schema: 's', name: 't', enums: [] })).toEqual([
      'CREATE TYPE "s"."t" AS ENUM ()',
    ]);
  });

  it('alters only what changed, renaming the type last', () => {
    expect(alterType(current, { name: current.name, comment: null })).toEqual([]);
    const target = 'ALTER TYPE "my schema"."mood"""';
    expect(
      alterType(current, {
        rename_values: [{ from: 'a', to: "a'" }],
        add_values: [{ value: 'b', after: "a'" }, { value: 'z', before: 'b' }, { value: 'c' }],
        comment: 'c',
        name: 'feeling',
      }),
    ).toEqual([
      `${target} RENAME VALUE 'a' TO 'a'''`,
      `${target} ADD VALUE 'b' AFTER 'a'''`,
      `${target} ADD VALUE 'z' BEFORE 'b'`,
      `${target} ADD VALUE 'c'`,
      `COMMENT ON TYPE "my schema"."mood""" IS 'c'`,
      `${target} RENAME TO "feeling"`,
    ]);
  });

  it('drops if it exists', () => {
    expect(dropType(current, false)).toBe('DROP TYPE IF EXISTS "my schema"."mood""" RESTRICT');
    expect(dropType(current, true)).toBe('DROP TYPE IF EXISTS "my schema"."mood""" CASCADE');
  });
});
