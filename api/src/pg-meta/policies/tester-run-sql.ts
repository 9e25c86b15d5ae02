import type pg from 'pg';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error.js';
import type { BoundQuery } from '../shared/sql-params.js';
import { runStatements } from '../../db/transaction.js';
import { createBody, existingChange } from './bodies.js';
import { loadRelation, type RowColumn } from '../table-rows/relation-sql.js';
import { findPolicy } from './find-policy.js';
import { planCreate, planUpdate, type PolicyPlan } from './plan-sql.js';
import { takesCheck, takesUsing, type PolicyCommand } from './sql.js';
import {
  becomeRole,
  testerTable,
  tryInsert,
  tryUpdate,
  visibleCount,
  visibleRows,
  type TesterTable,
  type VisibleRow,
} from './tester-sql.js';

/** Rows counted at most, so a large table costs no more than this to count. */
export const VISIBLE_COUNT_CAP = 1000;

/** A new policy for the tester: its table comes from `table_id`, so schema and table are optional. */
const newPolicy = createBody.extend({
  schema: z.string().optional(),
  table: z.string().optional(),
});

export const testBody = z.object({
  table_id: z.number().int().positive(),
  policy: z.union([existingChange.strict(), newPolicy]),
  role: z.string().min(1),
  claims: z.record(z.string(), z.unknown()).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type PolicyTest = z.infer<typeof testBody>;

/** Whether the role may write one visible row, and the database's reason when it may not. */
export interface WriteOutcome {
  allowed: boolean;
  message?: string;
}

export interface PolicyTestResult {
  /** With RLS off, policies do not apply: the role sees what its grants allow. */
  rls_enabled: boolean;
  /** The table's column names, in table order: the order to show `visible`'s values in. */
  columns: string[];
  /** By column name, each value as the grid's rows give it (bigint and dates as text). */
  visible: Record<string, unknown>[];
  /** Counted up to VISIBLE_COUNT_CAP; `visible_count_capped` says the real count may be higher. */
  visible_count: number;
  visible_count_capped: boolean;
  /** For policies with WITH CHECK, one outcome per visible row, in the same order. */
  writable?: { insert?: WriteOutcome[]; update?: WriteOutcome[] };
}

async function loadTable(client: pg.PoolClient, tableId: number): Promise<TesterTable> {
  const { text, values } = testerTable(tableId);
  const table = (await client.query<TesterTable>(text, [...values])).rows[0];
  if (!table) throw notFound(`Table with id ${tableId} not found`);
  return table;
}

/** The plan for the policy under test, on the table under test, with its command. */
async function planFor(
  client: pg.PoolClient,
  table: TesterTable,
  test: PolicyTest,
): Promise<{ plan: PolicyPlan; command: PolicyCommand }> {
  const policy = test.policy;
  if ('id' in policy) {
    const { id, ...change } = policy;
    const current = await findPolicy(client, id);
    if (current.table_id !== test.table_id) {
      throw badRequest(`Policy ${id} is not a policy of table ${test.table_id}`);
    }
    return { plan: await planUpdate(current, change), command: current.command };
  }
  const mismatch =
    (policy.schema !== undefined && policy.schema !== table.schema) ||
    (policy.table !== undefined && policy.table !== table.name);
  if (mismatch) throw badRequest(`The policy is not on table ${test.table_id}`);
  const body = { ...policy, schema: table.schema, table: table.name };
  return { plan: await planCreate(body), command: policy.command };
}

/** The rows the role sees, read as arrays so no column name can collide with the address. */
async function readVisibleRows(
  client: pg.PoolClient,
  table: TesterTable,
  columns: readonly RowColumn[],
  limit: number,
): Promise<VisibleRow[]> {
  const { text, values } = visibleRows(table, columns, limit);
  const result = await client.query<unknown[]>({ text, values: [...values], rowMode: 'array' });
  return result.rows.map(([tableoid, ctid, ...cells]) => ({
    tableoid: tableoid as number,
    ctid: ctid as string,
    row: Object.fromEntries(columns.map((column, i) => [column.name, cells[i]])),
  }));
}

/**
 * The database's verdict on one write, in a savepoint so a refusal leaves the transaction usable.
 * An UPDATE that touches no row was not let through by any USING expression; an INSERT that
 * touches none met a unique key after passing the policies (ON CONFLICT DO NOTHING).
 */
async function attempt(
  client: pg.PoolClient,
  query: BoundQuery,
  mustTouchRow: boolean,
): Promise<WriteOutcome> {
  await client.query('SAVEPOINT policy_test_write');
  try {
    const result = await client.query(query.text, [...query.values]);
    return !mustTouchRow || result.rowCount === 1
      ? { allowed: true }
      : { allowed: false, message: 'No UPDATE policy lets this role target the row' };
  } catch (error) {
    return { allowed: false, message: (error as Error).message };
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT policy_test_write');
  }
}

async function writeOutcomes(
  client: pg.PoolClient,
  table: TesterTable,
  command: PolicyCommand,
  rows: VisibleRow[],
): Promise<PolicyTestResult['writable']> {
  if (!takesCheck(command)) return undefined;
  const writable: NonNullable<PolicyTestResult['writable']> = {};
  if (command === 'INSERT' || command === 'ALL') {
    writable.insert = [];
    for (const row of rows)
      writable.insert.push(await attempt(client, tryInsert(table, row), false));
  }
  if (takesUsing(command)) {
    const column = table.updatable;
    writable.update = [];
    for (const row of rows) {
      writable.update.push(
        column
          ? await attempt(client, tryUpdate(table, column, row), true)
          : { allowed: false, message: 'The table has no column an UPDATE can set' },
      );
    }
  }
  return writable;
}

/**
 * Shows what a role would see and could write under a policy before it is saved: in one
 * transaction, the policy is created or altered by the same plan the write routes run, the
 * transaction becomes the role (with its JWT claims), reads the table, tries each write in a
 * savepoint, and is always rolled back. Every verdict is the database's own; triggers fire as
 * they would, inside the rolled-back transaction.
 */
export async function runPolicyTest(
  client: pg.PoolClient,
  test: PolicyTest,
): Promise<PolicyTestResult> {
  await client.query('BEGIN');
  try {
    const table = await loadTable(client, test.table_id);
    // Read before the role changes: the catalogue as the API's own user sees it.
    const { columns } = await loadRelation(client, test.table_id);
    const { plan, command } = await planFor(client, table, test);
    // The plan's statements passed the statement guard, and go one by one through the extended
    // protocol: the rollback below undoes DDL, not what a second statement (a COPY ... TO PROGRAM)
    // would do outside the database, so nothing else may run here.
    await runStatements(client, plan.statements);
    for (const query of becomeRole(test.role, test.claims)) {
      await client.query(query.text, [...query.values]);
    }
    const rows = await readVisibleRows(client, table, columns, test.limit);
    const countQuery = visibleCount(table, VISIBLE_COUNT_CAP + 1);
    const count = (await client.query<{ count: number }>(countQuery.text, [...countQuery.values]))
      .rows[0]!.count;
    return {
      rls_enabled: table.rls_enabled,
      columns: columns.map((column) => column.name),
      visible: rows.map((r) => r.row),
      visible_count: Math.min(count, VISIBLE_COUNT_CAP),
      visible_count_capped: count > VISIBLE_COUNT_CAP,
      writable: await writeOutcomes(client, table, command, rows),
    };
  } finally {
    // Always rolled back: nothing the test did, policy included, outlives the request. A failed
    // rollback fails the connection's reset too, and the pool destroys it (`CleanPool`).
    await client.query('ROLLBACK').catch(() => undefined);
  }
}
