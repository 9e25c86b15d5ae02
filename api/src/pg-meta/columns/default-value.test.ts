import { describe, expect, it } from 'vitest';
import { defaultFormatOf, defaultValueSql } from './default-value.js';

describe('column default values', () => {
  it('follows the spec rule when no format is given', () => {
    expect(defaultFormatOf('CURRENT_DATE')).toBe('expression');
    expect(defaultFormatOf('(1 + 2)')).toBe('expression');
    expect(defaultFormatOf('now()')).toBe('expression');
    expect(defaultFormatOf('gen_random_uuid()')).toBe('expression');
    expect(defaultFormatOf('hello world()')).toBe('literal');
    expect(defaultFormatOf('42')).toBe('literal');
    expect(defaultFormatOf('text')).toBe('literal');
  });

  it('quotes literals, and puts expressions in parentheses through the slot', () => {
    expect(defaultValueSql("it's; DROP TABLE t", 'literal')).toBe("'it''s; DROP TABLE t'");
    expect(defaultValueSql('now()', undefined)).toBe('(now())');
    expect(defaultValueSql('now()', 'literal')).toBe("'now()'");
    expect(defaultValueSql(7, undefined)).toBe("'7'");
    expect(defaultValueSql(true, undefined)).toBe("'true'");
    const slot = (field: string, expression: string) => `<${field}:${expression}>`;
    expect(defaultValueSql('1 -- one\n', 'expression', false, slot)).toBe(
      '(<default_value:1 -- one\n>)',
    );
  });

  it('converts array brackets to braces', () => {
    expect(defaultValueSql('[1,2]', 'literal', true)).toBe("'{1,2}'");
    expect(defaultValueSql('[1,2]', 'literal', false)).toBe("'[1,2]'");
  });
});
