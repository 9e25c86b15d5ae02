import { describe, expect, it } from 'vitest';
import { alterSchema, createSchema, dropSchema, listSchemas } from './sql.js';

describe('schema SQL', () => {
  it('binds every filter as a parameter', () => {
    const query = listSchemas({
      included_schemas: ["x'; DROP SCHEMA y; --"],
      limit: 5,
      offset: 10,
    });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      ["x'; DROP SCHEMA y; --"],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      5,
      10,
    ]);
    expect(query.text).toMatch(/LIMIT \$3 OFFSET \$4$/);
  });

  it('leaves system schemas in when asked', () => {
    expect(listSchemas({ include_system_schemas: true }).values).toEqual([]);
  });

  it('quotes names in DDL', () => {
    expect(createSchema('my "schema"', 'postgres')).toBe(
      'CREATE SCHEMA "my ""schema""" AUTHORIZATION "postgres"',
    );
    expect(dropSchema('a;b', true)).toBe('DROP SCHEMA "a;b" CASCADE');
    expect(dropSchema('a', false)).toBe('DROP SCHEMA "a" RESTRICT');
  });

  it('alters only what changed', () => {
    expect(alterSchema('a', { name: 'a' })).toEqual([]);
    expect(alterSchema('a', { name: 'b', owner: 'anon' })).toEqual([
      'ALTER SCHEMA "a" OWNER TO "anon"',
      'ALTER SCHEMA "a" RENAME TO "b"',
    ]);
  });
});
