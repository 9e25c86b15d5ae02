import { describe, expect, it } from 'vitest';
import { countStatements, MAX_INLINE_PARSE_CHARS } from './statement-count.js';

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

describe('countStatements on long SQL', () => {
  it('counts on a worker thread, so the event loop keeps turning meanwhile', async () => {
    const script = 'select 1;\n'.repeat(20_000);
    expect(script.length).toBeGreaterThan(MAX_INLINE_PARSE_CHARS);
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    try {
      expect(await countStatements(script)).toBe(20_000);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(5);
    expect(await countStatements(`${script} SELECT FROM WHERE`)).toBeUndefined();
  });
});
