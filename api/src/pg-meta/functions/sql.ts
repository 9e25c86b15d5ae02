import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { dollarQuote } from './dollar-quote.js';

export type Behavior = 'IMMUTABLE' | 'STABLE' | 'VOLATILE';

/** A function as the API returns it (the postgres-meta shape). */
export interface DbFunction {
  id: number;
  schema: string;
  name: string;
  language: string;
  definition: string;
  complete_statement: string;
  args: { mode: string; name: string; type_id: number; has_default: boolean }[];
  argument_types: string;
  identity_argument_types: string;
  return_type_id: number;
  return_type: string;
  return_type_relation_id: number | null;
  is_set_returning_function: boolean;
  /** The planner's row estimate of a set-returning function (`ROWS`), as postgres-meta answers it; null otherwise. */
  prorows: number | null;
  behavior: Behavior;
  security_definer: boolean;
  config_params: Record<string, string> | null;
}

const SELECT = `
  SELECT p.oid AS id, n.nspname AS schema, p.proname AS name, l.lanname AS language,
         CASE WHEN l.lanname = 'internal' THEN '' ELSE p.prosrc END AS definition,
         CASE WHEN l.lanname = 'internal' THEN p.prosrc ELSE pg_get_functiondef(p.oid) END
           AS complete_statement,
         coalesce(a.args, '[]'::jsonb) AS args,
         pg_get_function_arguments(p.oid) AS argument_types,
         pg_get_function_identity_arguments(p.oid) AS identity_argument_types,
         p.prorettype AS return_type_id,
         pg_get_function_result(p.oid) AS return_type,
         nullif(rt.typrelid, 0) AS return_type_relation_id,
         p.proretset AS is_set_returning_function,
         CASE WHEN p.proretset THEN nullif(p.prorows, 0)::float8 END AS prorows,
         CASE p.provolatile WHEN 'i' THEN 'IMMUTABLE' WHEN 's' THEN 'STABLE' ELSE 'VOLATILE' END
           AS behavior,
         p.prosecdef AS security_definer,
         (SELECT jsonb_object_agg(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1))
            FROM unnest(p.proconfig) c) AS config_params
    FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    JOIN pg_language l ON l.oid = p.prolang
    JOIN pg_type rt ON rt.oid = p.prorettype
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object(
               'mode', CASE x.mode WHEN 'i' THEN 'in' WHEN 'o' THEN 'out' WHEN 'b' THEN 'inout'
                                   WHEN 'v' THEN 'variadic' ELSE 'table' END,
               'name', x.name,
               'type_id', x.type_id,
               'has_default', x.mode IN ('i', 'b', 'v')
                              AND x.input_position > p.pronargs - p.pronargdefaults)
             ORDER BY x.position) AS args
        FROM (SELECT t.position, t.type_id::bigint AS type_id,
                     coalesce(p.proargmodes[t.position]::text, 'i') AS mode,
                     coalesce(p.proargnames[t.position], '') AS name,
                     count(*) FILTER (WHERE coalesce(p.proargmodes[t.position]::text, 'i')
                                            IN ('i', 'b', 'v'))
                       OVER (ORDER BY t.position) AS input_position
                FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                     WITH ORDINALITY AS t(type_id, position)) x
    ) a ON true
   WHERE p.prokind = 'f'`;

export interface FunctionListParams extends ListParams {
  trigger_functions?: boolean;
}

export function listFunctions(list: FunctionListParams): BoundQuery {
  const params = new SqlParams();
  const triggers = list.trigger_functions ? ` AND p.prorettype = 'trigger'::regtype` : '';
  const text = `${SELECT}${triggers}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, p.proname, p.oid${paging(list, params)}`;
  return { text, values: params.values };
}

export function getFunction(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND p.oid = ${params.add(id)}`, values: params.values };
}

/**
 * Resolves a type name the way Postgres reads it, without running anything: the answer
 * (format_type's canonical, quoted spelling) is what DDL may contain, never the user's text.
 */
export function resolveType(name: string): BoundQuery {
  const params = new SqlParams();
  return {
    text: `SELECT format_type(to_regtype(${params.add(name)}), NULL) AS type`,
    values: params.values,
  };
}

/** One argument of a function to create, its type already resolved by Postgres. */
export interface FunctionArg {
  name?: string;
  type: string;
}

export interface CreateFunction {
  schema: string;
  name: string;
  definition: string;
  args: FunctionArg[];
  /** Resolved by Postgres (see resolveType), not user text. */
  return_type: string;
  returns_set: boolean;
  language: string;
  behavior: Behavior;
  security_definer: boolean;
  config_params: Record<string, string>;
}

/** Splits a 'name type' argument into its name and type name (a lone word is just a type). */
export function splitArg(arg: string): { name?: string; type: string } {
  const match = /^\s*(\S+)\s+(\S[\s\S]*?)\s*$/.exec(arg);
  return match ? { name: match[1], type: match[2]! } : { type: arg.trim() };
}

/** `SET "param" TO 'value'`; a comma-separated value becomes a list (as search_path needs). */
function setClause(name: string, value: string): string {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return ` SET ${quoteIdent(name)} TO ${(items.length ? items : ['']).map(quoteLiteral).join(', ')}`;
}

export function createFunction(fn: CreateFunction, quoteBody = dollarQuote): string {
  const args = fn.args
    .map((arg) => (arg.name ? `${quoteIdent(arg.name)} ${arg.type}` : arg.type))
    .join(', ');
  const config = Object.entries(fn.config_params)
    .map(([name, value]) => setClause(name, value))
    .join('');
  return (
    `CREATE FUNCTION ${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${args})` +
    ` RETURNS ${fn.returns_set ? 'SETOF ' : ''}${fn.return_type}` +
    ` LANGUAGE ${quoteIdent(fn.language)} ${fn.behavior}` +
    ` SECURITY ${fn.security_definer ? 'DEFINER' : 'INVOKER'}${config}` +
    ` AS ${quoteBody(fn.definition)}`
  );
}

/** The oid of the function with these (resolved) argument types, looked up by Postgres. */
export function functionId(schema: string, name: string, args: FunctionArg[]): BoundQuery {
  const params = new SqlParams();
  const signature = `${quoteIdent(schema)}.${quoteIdent(name)}(${args.map((a) => a.type).join(', ')})`;
  return {
    text: `SELECT to_regprocedure(${params.add(signature)})::oid AS id`,
    values: params.values,
  };
}

/** A function as DDL names it: schema, name, and Postgres's own spelling of its identity arguments. */
const signature = (fn: Pick<DbFunction, 'schema' | 'name' | 'identity_argument_types'>) =>
  `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${fn.identity_argument_types})`;

/**
 * Postgres's own `CREATE OR REPLACE` for the function with a new body: every other property stays
 * as pg_get_functiondef printed it. Undefined when the body is not a dollar-quoted string.
 */
export function replaceBody(fn: DbFunction, definition: string, quoteBody = dollarQuote) {
  const match = /\nAS (\$[A-Za-z0-9_]*\$)([\s\S]*)\1\s*$/.exec(fn.complete_statement);
  if (!match || match[2] !== fn.definition) return undefined;
  return `${fn.complete_statement.slice(0, match.index)}\nAS ${quoteBody(definition)}\n`;
}

/** The statements that change a function; run in one transaction. Unchanged fields add nothing. */
export function alterFunction(
  current: DbFunction,
  change: { name?: string; schema?: string; definition?: string },
  quoteBody = dollarQuote,
): string[] | undefined {
  const statements: string[] = [];
  if (change.definition !== undefined && change.definition !== current.definition) {
    const replaced = replaceBody(current, change.definition, quoteBody);
    if (!replaced) return undefined;
    statements.push(replaced);
  }
  let name = current.name;
  if (change.name && change.name !== current.name) {
    statements.push(`ALTER FUNCTION ${signature(current)} RENAME TO ${quoteIdent(change.name)}`);
    name = change.name;
  }
  if (change.schema && change.schema !== current.schema) {
    statements.push(
      `ALTER FUNCTION ${signature({ ...current, name })} SET SCHEMA ${quoteIdent(change.schema)}`,
    );
  }
  return statements;
}

export function dropFunction(fn: DbFunction, cascade: boolean): string {
  return `DROP FUNCTION ${signature(fn)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}
