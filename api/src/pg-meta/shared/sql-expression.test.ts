import { describe, expect, it } from 'vitest';
import { assertSingleExpression, isSingleExpression } from './sql-expression.js';

describe('user-written SQL expressions', () => {
  it('accepts single expressions', async () => {
    for (const expression of [
      'true',
      'auth.uid() = user_id',
      "status IN ('a', 'b') AND (SELECT count(*) FROM x) > 0",
      'a = 1 -- note\n',
    ]) {
      expect(await isSingleExpression(expression), expression).toBe(true);
    }
  });

  it('refuses injections and non-expressions', async () => {
    for (const expression of [
      'true); DROP TABLE x; --',
      'true) FROM pg_roles WHERE (true',
      '1) UNION SELECT (2',
      '1), (2',
      '1) AS (x',
      'true --',
      'true /*',
      '',
      '$$',
    ]) {
      expect(await isSingleExpression(expression), expression).toBe(false);
    }
  });

  it('answers a refused expression with 400', async () => {
    await expect(
      assertSingleExpression('definition', 'true); DROP TABLE x; --'),
    ).rejects.toMatchObject({
      status: 400,
      message: 'definition must be a single SQL expression',
    });
  });
});
