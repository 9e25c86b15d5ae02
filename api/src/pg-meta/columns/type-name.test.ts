import { describe, expect, it } from 'vitest';
import { isIntegerType, typeName } from './type-name.js';

describe('column type names', () => {
  it.each([
    'text',
    'int8',
    'varchar(255)',
    'numeric(10,2)',
    'numeric( 10, -2 )',
    'character varying(20)',
    'double precision',
    'timestamp with time zone',
    'time(3) without time zone',
    'text[]',
    'int4[][]',
    'public.my_enum',
    '"My Schema"."My ""Type"""[]',
  ])('accepts %s', (type) => {
    expect(typeName(` ${type} `)).toBe(type);
  });

  it.each([
    'int; DROP TABLE x',
    'int PRIMARY KEY',
    "text DEFAULT 'x'",
    'text)',
    'int -- comment',
    '"unterminated',
    'a.b.c',
    '',
  ])('refuses %s', (type) => {
    expect(() => typeName(type)).toThrow(/Invalid type name/);
  });

  it('knows the integer types identity allows', () => {
    for (const type of ['int', 'integer', 'SMALLINT', 'int8', 'pg_catalog.int4']) {
      expect(isIntegerType(type)).toBe(true);
    }
    for (const type of ['numeric', 'text', 'int4[]', 'float8']) {
      expect(isIntegerType(type)).toBe(false);
    }
  });
});
