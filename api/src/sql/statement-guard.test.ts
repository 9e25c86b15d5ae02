import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { parseExpression } from './expression-tree.js';
import { guardStatements, type ExpressionSlot } from './statement-guard.js';

/** A column with every constraint after its DEFAULT, as the column builder writes it. */
const addColumn = (defaultValue: string, check?: string) => (slot: ExpressionSlot) => [
  `ALTER TABLE "s"."t" ADD COLUMN "c" int DEFAULT (${slot('default_value', defaultValue)})` +
    ` NOT NULL UNIQUE${check === undefined ? '' : ` CHECK (${slot('check', check)})`} PRIMARY KEY`,
];

const createPolicy = (definition: string, check: string) => (slot: ExpressionSlot) => [
  `CREATE POLICY "p" ON "s"."t" AS PERMISSIVE FOR ALL TO public` +
    ` USING (${slot('definition', definition)}) WITH CHECK (${slot('check', check)})`,
];

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).code).toBe('invalid_expression');
  return error as ApiError;
}

describe('the statement guard', () => {
  it('returns the statements as written when each expression stays in its clause', async () => {
    for (const [defaultValue, check] of [
      ['1', 'c > 0'],
      ["'it''s'", 'c <> $q$ -- not a comment $q$'],
      ['1 -- a note\n', '/* a ) note */ c > 0'],
      ["E'\\')'", 'c IN (1, 2)'],
      ['(SELECT 1)', '(c > 0)'],
    ] as const) {
      expect(await guardStatements(['AlterTableStmt'], addColumn(defaultValue, check))).toEqual(
        addColumn(defaultValue, check)((_field, expression) => expression),
      );
    }
  });

  it('passes statements without expressions through unchanged', async () => {
    const statements = [`COMMENT ON TABLE "s"."t" IS '1) --'`, 'ALTER TABLE "s"."t" RENAME TO "u"'];
    expect(await guardStatements(['CommentStmt', 'RenameStmt'], () => statements)).toEqual(
      statements,
    );
  });

  it('refuses `1) --`, which would eat the constraints after a DEFAULT', async () => {
    const error = await refusal(guardStatements(['AlterTableStmt'], addColumn('1) --')));
    expect(error.message).toMatch(/^default_value must be a single SQL expression/);
  });

  it('refuses a comment in one field reaching a second statement in the next', async () => {
    const smuggled = '$$\n; DROP TABLE "s"."sentinel"; --$$';
    const column = await refusal(guardStatements(['AlterTableStmt'], addColumn('1) --', smuggled)));
    expect(column.message).toMatch(/^default_value must be a single SQL expression/);
    const tagged = "$x$\r; COPY (SELECT 1) TO PROGRAM 'id'; --$x$";
    const policy = await refusal(
      guardStatements(['CreatePolicyStmt'], createPolicy('true) --', tagged)),
    );
    expect(policy.message).toMatch(/^definition must be a single SQL expression/);
  });

  it('refuses what is not one expression on its own, naming the field', async () => {
    for (const expression of [
      'true); DROP TABLE x; --',
      'true) FROM pg_roles WHERE (true',
      '1) UNION SELECT (2',
      '1) AS (x',
      'true --',
      'true /*',
      '',
      '$$',
      'x\0',
    ]) {
      const error = await refusal(
        guardStatements(['CreatePolicyStmt'], createPolicy('true', expression)),
      );
      // A typo is named by `field` (see the next test), anything else in the message.
      const named = error.message.startsWith('check must') || error.extra.field === 'check';
      expect(named, JSON.stringify(expression)).toBe(true);
    }
  });

  it('calls a typo a syntax error, in Postgres’s words, with its position in the field', async () => {
    const cases = [
      ['user_id = = 1', 'Syntax error at or near "=" (position 11)', 11],
      // Postgres counts characters, not bytes.
      ["nom = 'é' and = 1", 'Syntax error at or near "=" (position 15)', 15],
      ["'abc", 'Unterminated quoted string at or near "\'abc" (position 1)', 1],
      ['auth.uid() =', 'Syntax error at end of input (position 13)', 13],
    ] as const;
    for (const [expression, message, position] of cases) {
      const error = await refusal(
        guardStatements(['CreatePolicyStmt'], createPolicy(expression, 'true')),
      );
      expect(error.message).toBe(message);
      expect(error.toBody().error).toMatchObject({ field: 'definition', position });
    }
  });

  it('refuses a statement of a kind the builder did not declare, as a server error', async () => {
    const error = await guardStatements(['CreatePolicyStmt'], addColumn('1')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('reads an expression as Postgres does, whatever its spacing and comments', async () => {
    expect(await parseExpression('1 +  /* c */ 2')).toEqual(await parseExpression('1+2'));
    expect(await parseExpression('1) --')).toEqual(await parseExpression('1'));
    expect(await parseExpression('1), (2')).toBeUndefined();
  });
});
