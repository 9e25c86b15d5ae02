import type pg from 'pg';
import { badRequest, notFound } from '../../http/api-error.js';
import { assertSingleExpression } from '../shared/sql-expression.js';
import { assertPolicyTargetWritable } from './policy-target.js';
import type { CreateBody, UpdateBody } from './bodies.js';
import {
  alterPolicy,
  createPolicy,
  getPolicy,
  takesCheck,
  takesUsing,
  type Policy,
  type PolicyCommand,
} from './sql.js';

/**
 * The statements a policy write runs, after every check the write routes make. The create and
 * update routes, the preview and the tester all go through here, so the SQL a user reviews is the
 * SQL that runs.
 */
export interface PolicyPlan {
  readonly kind: 'create' | 'update';
  readonly statements: readonly string[];
  readonly schema: string;
  readonly table: string;
}

/** Refuses (400) a clause the command does not take, and anything that is not one expression. */
async function checkClauses(
  command: PolicyCommand,
  clauses: { definition?: string; check?: string },
): Promise<void> {
  if (clauses.definition !== undefined) {
    if (!takesUsing(command)) throw badRequest(`${command} policies take no USING expression`);
    await assertSingleExpression('definition', clauses.definition);
  }
  if (clauses.check !== undefined) {
    if (!takesCheck(command)) throw badRequest(`${command} policies take no WITH CHECK expression`);
    await assertSingleExpression('check', clauses.check);
  }
}

export async function findPolicy(db: pg.Pool | pg.PoolClient, id: number): Promise<Policy> {
  const { text, values } = getPolicy(id);
  const policy = (await db.query<Policy>(text, [...values])).rows[0];
  if (!policy) throw notFound(`Policy with id ${id} not found`);
  return policy;
}

export async function planCreate(policy: CreateBody): Promise<PolicyPlan> {
  assertPolicyTargetWritable(policy.schema, policy.table);
  await checkClauses(policy.command, policy);
  return {
    kind: 'create',
    statements: [createPolicy(policy)],
    schema: policy.schema,
    table: policy.table,
  };
}

export async function planUpdate(current: Policy, change: UpdateBody): Promise<PolicyPlan> {
  assertPolicyTargetWritable(current.schema, current.table);
  await checkClauses(current.command, change);
  return {
    kind: 'update',
    statements: alterPolicy(current, change),
    schema: current.schema,
    table: current.table,
  };
}

/**
 * The plan as one script for the review step: a create is its statement; an update is its ALTER
 * POLICY statements in the BEGIN/COMMIT block the route runs them in.
 */
export function planSql(plan: PolicyPlan): string {
  const statements = plan.statements.map((statement) => `${statement};`);
  if (plan.kind === 'create') return statements.join('\n');
  return ['BEGIN;', ...statements.map((statement) => `  ${statement}`), 'COMMIT;'].join('\n');
}
