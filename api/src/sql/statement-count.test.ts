import { describe, expect, it } from 'vitest';
import { countStatements } from './statement-count.js';

describe('countStatements', () => {
  it('counts statements as Postgres reads them, semicolons in strings and comments included', async () => {
    expect(await countStatements('SELECT 1')).toBe(1);
    expect(await countStatements("SELECT ';'; SELECT 2 -- ; not a third")).toBe(2);
    expect(await countStatements('SELECT $$a;b$$;;')).toBe(1);
    expect(await countStatements(';')).toBe(0);
  });

  it('is undefined for text the parser refuses', async () => {
    expect(await countStatements('SELECT 1; SELECT FROM WHERE;')).toBeUndefined();
  });
});
