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

  it('quotes literals and wraps checked expressions', async () => {
    expect(await defaultValueSql("it's; DROP TABLE t", 'literal')).toBe("'it''s; DROP TABLE t'");
    expect(await defaultValueSql('now()', undefined)).toBe('(now())');
    expect(await defaultValueSql('now()', 'literal')).toBe("'now()'");
    expect(await defaultValueSql(7, undefined)).toBe("'7'");
    expect(await defaultValueSql(true, undefined)).toBe("'true'");
    await expect(defaultValueSql('1); DROP TABLE t; SELECT (1', 'expression')).rejects.toThrow();
  });

  it('converts array brackets to braces', async () => {
    expect(await defaultValueSql('[1,2]', 'literal', true)).toBe("'{1,2}'");
    expect(await defaultValueSql('[1,2]', 'literal', false)).toBe("'[1,2]'");
  });
});
