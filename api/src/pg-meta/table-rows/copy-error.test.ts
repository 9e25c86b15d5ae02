import { describe, expect, it } from 'vitest';
import { CopyLineError, copyErrorPosition } from './copy-error.js';

describe('copyErrorPosition', () => {
  const columns = ['id', 'age', 'a, column b'];

  it('reads line and column from the COPY context', () => {
    expect(copyErrorPosition('COPY people, line 3, column age: "abc"', 'people', columns)).toEqual({
      line: 3,
      column: 'age',
    });
    expect(
      copyErrorPosition('COPY people, line 9, column id: null input', 'people', columns),
    ).toEqual({
      line: 9,
      column: 'id',
    });
  });

  it('matches column names that hold the separators', () => {
    expect(
      copyErrorPosition('COPY people, line 2, column a, column b: "x"', 'people', columns),
    ).toEqual({ line: 2, column: 'a, column b' });
  });

  it('reads a line without a column, and finds the COPY line among other context', () => {
    expect(
      copyErrorPosition(
        'PL/pgSQL function f() line 3\nCOPY people, line 4: "1,2,3"',
        'people',
        columns,
      ),
    ).toEqual({ line: 4 });
  });

  it('gives up on other contexts', () => {
    expect(copyErrorPosition(undefined, 'people', columns)).toBeUndefined();
    expect(copyErrorPosition('COPY other, line 4', 'people', columns)).toBeUndefined();
  });
});

describe('CopyLineError', () => {
  it("answers 400 with Postgres's reason, the line and the column", () => {
    const error = new CopyLineError('invalid input syntax for type integer: "abc"', '22P02', {
      line: 3,
      column: 'age',
    });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      error: {
        message: 'invalid input syntax for type integer: "abc" (line 3, column age)',
        code: '22P02',
        line: 3,
        column: 'age',
      },
    });
  });
});
