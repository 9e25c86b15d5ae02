import { describe, expect, it } from 'vitest';
import { explainStatement, positionInStatement } from './explain-sql.js';

describe('explainStatement', () => {
  it('puts the fixed options before the statement, which only follows them', () => {
    expect(explainStatement('SELECT 1', { analyze: false })).toBe('EXPLAIN (FORMAT JSON) SELECT 1');
    expect(explainStatement('DELETE FROM t', { analyze: true })).toBe(
      'EXPLAIN (FORMAT JSON, ANALYZE, BUFFERS) DELETE FROM t',
    );
  });
});

describe('positionInStatement', () => {
  it("counts Postgres's position from the member's statement, as the editor does", () => {
    const sent = explainStatement('SELEC 1', { analyze: true });
    const position = sent.indexOf('SELEC') + 1;
    expect(positionInStatement(position, { analyze: true })).toBe(1);
    const plain = explainStatement('SELECT * FROM nowhere', { analyze: false });
    expect(positionInStatement(plain.indexOf('nowhere') + 1, { analyze: false })).toBe(15);
  });

  it('gives no position inside the prefix', () => {
    expect(positionInStatement(3, { analyze: false })).toBeUndefined();
  });
});
