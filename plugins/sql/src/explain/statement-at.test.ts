import { describe, expect, it } from 'vitest';
import { statementAt, statementRanges } from './statement-at.js';

const texts = (code: string) => statementRanges(code).map(({ from, to }) => code.slice(from, to));

describe('statementRanges', () => {
  it('splits at semicolons outside strings, names, dollar quotes and comments', () => {
    expect(
      texts(
        `select ';', "a;b" from t; -- a ; comment
select $$ ; $$, $fn$ $$ ; $fn$ /* ; /* nested ; */ ; */;select E'\\';', 'it''s;', $1`,
      ),
    ).toEqual([
      `select ';', "a;b" from t`,
      ` -- a ; comment
select $$ ; $$, $fn$ $$ ; $fn$ /* ; /* nested ; */ ; */`,
      `select E'\\';', 'it''s;', $1`,
    ]);
  });

  it('reads an identifier holding $ as no quote', () => {
    expect(texts('select a$b$ from t; select 2')).toEqual(['select a$b$ from t', ' select 2']);
  });
});

describe('statementAt', () => {
  const code = 'select 1;\n\n  select *\n  from t where x = 2;\n';

  it('answers the statement under the cursor, without its blank, and where it starts', () => {
    const from = code.indexOf('select *');
    expect(statementAt(code, code.indexOf('from t'))).toEqual({
      text: 'select *\n  from t where x = 2',
      from,
    });
    expect(statementAt(code, 3)).toEqual({ text: 'select 1', from: 0 });
  });

  it('answers the statement before when the cursor is in the blank after it', () => {
    expect(statementAt(code, code.length)?.text).toBe('select *\n  from t where x = 2');
    expect(statementAt('select 1;', 9)?.text).toBe('select 1');
  });

  it('answers null for code without a statement', () => {
    expect(statementAt('  \n', 1)).toBeNull();
  });
});
