/**
 * Property: whatever a user writes in an expression field, the builders that take expressions
 * either refuse it with 400 `invalid_expression`, or return statements that Postgres's parser
 * reads as exactly the intended ones: one statement each, every constraint and clause the builder
 * wrote still there, and each expression field holding exactly what the field means alone. The
 * oracle reads the parse tree field by field; it does not reuse the guard's skeleton comparison.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { addColumn } from '../pg-meta/columns/sql.js';
import { planCreate, planUpdate } from '../pg-meta/policies/plan-sql.js';
import type { Policy } from '../pg-meta/policies/sql.js';
import { parseExpression } from './expression-tree.js';
import { hostileFragment, wellFormedExpression } from './hostile-fragments.fixture.js';
import { parseStatements } from './parse-tree.js';

/** 300 runs a property keeps this file near a second; `STATEMENT_GUARD_RUNS` searches deeper. */
const numRuns = Number(process.env.STATEMENT_GUARD_RUNS ?? 300);
const payloads = ['DROP TABLE "s"."sentinel"', "COPY (SELECT 1) TO PROGRAM 'id'"];
const hostile = hostileFragment(payloads);

/** Resolves to the builder's statements, or to undefined when it refused with the guard's 400. */
async function statementsOrRefusal(build: Promise<readonly string[]>) {
  try {
    return await build;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('invalid_expression');
    return undefined;
  }
}

/** The one statement `text` holds, of kind `kind`; fails the property otherwise. */
async function only<T>(text: string, kind: string): Promise<T> {
  const parsed = await parseStatements(text);
  expect(parsed?.map((statement) => statement.kind)).toEqual([kind]);
  return parsed![0]!.tree as T;
}

interface AddColumnTree {
  cmds: {
    AlterTableCmd: {
      subtype: string;
      def: { ColumnDef: { colname: string; constraints: { Constraint: Constraint }[] } };
    };
  }[];
}
interface Constraint {
  contype: string;
  raw_expr?: unknown;
}

const column = (defaultValue: string, check: string) =>
  addColumn(
    { schema: 's', name: 't' },
    {
      name: 'c',
      type: 'int4',
      default_value: defaultValue,
      default_value_format: 'expression',
      is_nullable: false,
      is_unique: true,
      check,
      is_primary_key: true,
    },
  );

async function expectExactColumn(
  statements: readonly string[],
  defaultValue: string,
  check: string,
) {
  expect(statements).toHaveLength(1);
  const tree = await only<AddColumnTree>(statements[0]!, 'AlterTableStmt');
  expect(tree.cmds).toHaveLength(1);
  const command = tree.cmds[0]!.AlterTableCmd;
  expect(command.subtype).toBe('AT_AddColumn');
  expect(command.def.ColumnDef.colname).toBe('c');
  const constraints = command.def.ColumnDef.constraints.map((c) => c.Constraint);
  // The builder writes no CHECK for an empty one.
  const kinds = ['DEFAULT', 'NOTNULL', 'UNIQUE', ...(check ? ['CHECK'] : []), 'PRIMARY'];
  expect(constraints.map((c) => c.contype)).toEqual(kinds.map((kind) => `CONSTR_${kind}`));
  expect(constraints[0]!.raw_expr).toEqual(await parseExpression(defaultValue));
  if (check) expect(constraints[3]!.raw_expr).toEqual(await parseExpression(check));
}

interface PolicyTree {
  policy_name: string;
  cmd_name?: string;
  qual?: unknown;
  with_check?: unknown;
}

const policy = (definition: string, check: string) =>
  planCreate({ name: 'p', schema: 's', table: 't', command: 'ALL', definition, check }).then(
    (plan) => plan.statements,
  );

async function expectExactPolicy(statements: readonly string[], definition: string, check: string) {
  expect(statements).toHaveLength(1);
  const tree = await only<PolicyTree>(statements[0]!, 'CreatePolicyStmt');
  expect(tree.policy_name).toBe('p');
  expect(tree.cmd_name).toBe('all');
  expect(tree.qual).toEqual(await parseExpression(definition));
  expect(tree.with_check).toEqual(await parseExpression(check));
}

const current: Policy = {
  id: 1,
  name: 'p',
  schema: 's',
  table: 't',
  table_id: 2,
  action: 'PERMISSIVE',
  roles: ['public'],
  command: 'ALL',
  definition: 'true',
  check: null,
};

const policyChange = (definition: string, check: string) =>
  planUpdate(current, { definition, check }).then((plan) => plan.statements);

async function expectExactChange(statements: readonly string[], definition: string, check: string) {
  expect(statements).toHaveLength(2);
  const using = await only<PolicyTree>(statements[0]!, 'AlterPolicyStmt');
  expect(Object.keys(using).sort()).toEqual(['policy_name', 'qual', 'table']);
  expect(using.qual).toEqual(await parseExpression(definition));
  const withCheck = await only<PolicyTree>(statements[1]!, 'AlterPolicyStmt');
  expect(Object.keys(withCheck).sort()).toEqual(['policy_name', 'table', 'with_check']);
  expect(withCheck.with_check).toEqual(await parseExpression(check));
}

/** What a builder's second expression must be to be taken: a column's CHECK reads the column. */
type WellFormedSecond = (expression: string) => string;
const asWritten: WellFormedSecond = (expression) => expression;

const builders = [
  {
    name: 'a new column (DEFAULT and CHECK)',
    build: column,
    expectExact: expectExactColumn,
    second: (expression: string) => `c IS NULL OR (${expression}) IS NOT NULL`,
  },
  {
    name: 'a new policy (USING and WITH CHECK)',
    build: policy,
    expectExact: expectExactPolicy,
    second: asWritten,
  },
  {
    name: 'a policy change',
    build: policyChange,
    expectExact: expectExactChange,
    second: asWritten,
  },
];

describe('statement guard: hostile expressions are refused or land exactly (property)', () => {
  for (const { name, build, expectExact, second: wellFormedSecond } of builders) {
    it(`${name}: refused with 400, or exactly the intended statement`, async () => {
      await fc.assert(
        fc.asyncProperty(hostile, hostile, async (first, second) => {
          const statements = await statementsOrRefusal(build(first, second));
          if (statements) await expectExact(statements, first, second);
        }),
        { numRuns },
      );
    });

    it(`${name}: well-formed expressions, comments and quotes included, are taken`, async () => {
      await fc.assert(
        fc.asyncProperty(wellFormedExpression, wellFormedExpression, async (first, written) => {
          const second = wellFormedSecond(written);
          await expectExact(await build(first, second), first, second);
        }),
        { numRuns: Math.ceil(numRuns / 3) },
      );
    });
  }

  it('refuses the attacks of the issue', async () => {
    const smuggled = '$$\n; DROP TABLE "s"."sentinel"; --$$';
    expect(await statementsOrRefusal(column('1) --', 'c > 0'))).toBeUndefined();
    expect(await statementsOrRefusal(column('1) --', smuggled))).toBeUndefined();
    expect(await statementsOrRefusal(policy('true) --', smuggled))).toBeUndefined();
  });
});
