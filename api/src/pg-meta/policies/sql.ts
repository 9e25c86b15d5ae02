import { quoteIdent } from '../../sql/quote.js';
import { asWritten, type ExpressionSlot } from '../../sql/statement-guard.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

export const POLICY_COMMANDS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'ALL'] as const;
export type PolicyCommand = (typeof POLICY_COMMANDS)[number];

/** A row-level security policy as the API returns it (the postgres-meta shape). */
export interface Policy {
  id: number;
  name: string;
  schema: string;
  table: string;
  table_id: number;
  action: 'PERMISSIVE' | 'RESTRICTIVE';
  roles: string[];
  command: PolicyCommand;
  definition: string | null;
  check: string | null;
}

/** Commands whose policies take a USING expression, and those that take WITH CHECK. */
export const takesUsing = (command: PolicyCommand) => command !== 'INSERT';
export const takesCheck = (command: PolicyCommand) => command !== 'SELECT' && command !== 'DELETE';

const SELECT = `
  SELECT pol.oid AS id, pol.polname AS name, n.nspname AS schema, c.relname AS table,
         c.oid AS table_id,
         CASE WHEN pol.polpermissive THEN 'PERMISSIVE' ELSE 'RESTRICTIVE' END AS action,
         CASE WHEN pol.polroles = '{0}' THEN ARRAY['public']::text[]
              ELSE ARRAY(SELECT rolname::text FROM pg_roles WHERE oid = ANY(pol.polroles) ORDER BY rolname)
         END AS roles,
         CASE pol.polcmd WHEN 'r' THEN 'SELECT' WHEN 'a' THEN 'INSERT' WHEN 'w' THEN 'UPDATE'
                         WHEN 'd' THEN 'DELETE' ELSE 'ALL' END AS command,
         pg_get_expr(pol.polqual, pol.polrelid) AS definition,
         pg_get_expr(pol.polwithcheck, pol.polrelid) AS check
    FROM pg_policy pol
    JOIN pg_class c ON c.oid = pol.polrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE true`;

export function listPolicies(list: ListParams): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname, pol.polname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getPolicy(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND pol.oid = ${params.add(id)}`, values: params.values };
}

export function findPolicyByName(schema: string, table: string, name: string): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT} AND n.nspname = ${params.add(schema)} AND c.relname = ${params.add(table)} AND pol.polname = ${params.add(name)}`;
  return { text, values: params.values };
}

/** `TO` role list: `public` is the keyword, every other name a quoted identifier. */
const roleList = (roles: readonly string[]) =>
  roles.length
    ? roles.map((r) => (r === 'public' ? 'public' : quoteIdent(r))).join(', ')
    : 'public';

const on = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

export interface NewPolicy {
  name: string;
  schema: string;
  table: string;
  command: PolicyCommand;
  roles?: readonly string[];
  definition?: string;
  check?: string;
}

/**
 * CREATE POLICY, its expressions put in through `slot`: policies/plan-sql.ts passes the statement
 * guard's, which checks that they land in their own clauses before anything runs.
 */
export function createPolicy(policy: NewPolicy, slot: ExpressionSlot = asWritten): string {
  const using =
    policy.definition !== undefined ? ` USING (${slot('definition', policy.definition)})` : '';
  const check = policy.check !== undefined ? ` WITH CHECK (${slot('check', policy.check)})` : '';
  return (
    `CREATE POLICY ${quoteIdent(policy.name)} ON ${on(policy.schema, policy.table)}` +
    ` AS PERMISSIVE FOR ${policy.command} TO ${roleList(policy.roles ?? [])}${using}${check}`
  );
}

export interface PolicyChange {
  name?: string;
  roles?: readonly string[];
  definition?: string;
  check?: string;
}

/** The ALTER POLICY statements for a change, rename last, expressions through `slot`. */
export function alterPolicy(
  current: Policy,
  change: PolicyChange,
  slot: ExpressionSlot = asWritten,
): string[] {
  const target = `ALTER POLICY ${quoteIdent(current.name)} ON ${on(current.schema, current.table)}`;
  const statements: string[] = [];
  if (change.roles) statements.push(`${target} TO ${roleList(change.roles)}`);
  if (change.definition !== undefined) {
    statements.push(`${target} USING (${slot('definition', change.definition)})`);
  }
  if (change.check !== undefined) {
    statements.push(`${target} WITH CHECK (${slot('check', change.check)})`);
  }
  if (change.name !== undefined && change.name !== current.name) {
    statements.push(`${target} RENAME TO ${quoteIdent(change.name)}`);
  }
  return statements;
}

export function dropPolicy(policy: Pick<Policy, 'name' | 'schema' | 'table'>): string {
  return `DROP POLICY ${quoteIdent(policy.name)} ON ${on(policy.schema, policy.table)}`;
}
