import { badRequest } from '../../http/api-error.js';
import { guardStatements } from '../../sql/statement-guard.js';
import { assertPolicyTargetWritable } from './policy-target.js';
import type { CreateBody, UpdateBody } from './bodies.js';
import {
  alterPolicy,
  createPolicy,
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

/**
 * Refuses (400) a clause the command does not take. Whether each clause is one expression that
 * stays in its clause is the statement guard's to say, on the statements as they will run.
 */
function checkClauses(command: PolicyCommand, clauses: { definition?: string; check?: string }) {
  if (clauses.definition !== undefined && !takesUsing(command)) {
    throw badRequest(`${command} policies take no USING expression`);
  }
  if (clauses.check !== undefined && !takesCheck(command)) {
    throw badRequest(`${command} policies take no WITH CHECK expression`);
  }
}

export async function planCreate(policy: CreateBody): Promise<PolicyPlan> {
  assertPolicyTargetWritable(policy.schema, policy.table);
  checkClauses(policy.command, policy);
  return {
    kind: 'create',
    statements: await guardStatements(['CreatePolicyStmt'], (slot) => [createPolicy(policy, slot)]),
    schema: policy.schema,
    table: policy.table,
  };
}

export async function planUpdate(current: Policy, change: UpdateBody): Promise<PolicyPlan> {
  assertPolicyTargetWritable(current.schema, current.table);
  checkClauses(current.command, change);
  return {
    kind: 'update',
    statements: await guardStatements(['AlterPolicyStmt', 'RenameStmt'], (slot) =>
      alterPolicy(current, change, slot),
    ),
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
