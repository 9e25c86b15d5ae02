import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { asWritten, type ExpressionSlot } from '../../sql/statement-guard.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

export const ENABLED_MODES = ['ORIGIN', 'REPLICA', 'ALWAYS', 'DISABLED'] as const;
export type EnabledMode = (typeof ENABLED_MODES)[number];
export const TRIGGER_EVENTS = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const;

/** A trigger as the API returns it (the postgres-meta shape). */
export interface Trigger {
  id: number;
  table_id: number;
  enabled_mode: EnabledMode;
  name: string;
  table: string;
  schema: string;
  condition: string | null;
  orientation: 'ROW' | 'STATEMENT';
  activation: 'BEFORE' | 'AFTER' | 'INSTEAD OF';
  events: string[];
  function_schema: string;
  function_name: string;
  function_args: string[];
}

/** The row the catalogue query returns: the arguments still as Postgres's NUL-separated bytes. */
export type TriggerRow = Omit<Trigger, 'function_args'> & { function_args: Buffer | null };

/** tgargs holds each argument followed by a NUL byte. */
export function toTrigger({ function_args, ...row }: TriggerRow): Trigger {
  const args = function_args ? function_args.toString('utf8').split('\0') : [];
  return { ...row, function_args: args.slice(0, -1) };
}

// tgtype bits (pg_trigger.h): 1 ROW, 2 BEFORE, 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE, 64 INSTEAD.
const SELECT = `
  SELECT t.oid AS id, t.tgrelid AS table_id,
         CASE t.tgenabled WHEN 'O' THEN 'ORIGIN' WHEN 'R' THEN 'REPLICA' WHEN 'A' THEN 'ALWAYS'
                          ELSE 'DISABLED' END AS enabled_mode,
         t.tgname AS name, c.relname AS table, n.nspname AS schema,
         CASE WHEN t.tgqual IS NOT NULL THEN
           (regexp_match(pg_get_triggerdef(t.oid),
                         ' WHEN \\((.*)\\) EXECUTE (?:FUNCTION|PROCEDURE) '))[1] END AS condition,
         CASE WHEN t.tgtype & 1 <> 0 THEN 'ROW' ELSE 'STATEMENT' END AS orientation,
         CASE WHEN t.tgtype & 64 <> 0 THEN 'INSTEAD OF' WHEN t.tgtype & 2 <> 0 THEN 'BEFORE'
              ELSE 'AFTER' END AS activation,
         array_remove(ARRAY[CASE WHEN t.tgtype & 4 <> 0 THEN 'INSERT' END,
                            CASE WHEN t.tgtype & 16 <> 0 THEN 'UPDATE' END,
                            CASE WHEN t.tgtype & 8 <> 0 THEN 'DELETE' END,
                            CASE WHEN t.tgtype & 32 <> 0 THEN 'TRUNCATE' END], NULL) AS events,
         fn.nspname AS function_schema, p.proname AS function_name,
         CASE WHEN t.tgnargs > 0 THEN t.tgargs END AS function_args
    FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_proc p ON p.oid = t.tgfoid
    JOIN pg_namespace fn ON fn.oid = p.pronamespace
   WHERE NOT t.tgisinternal`;

export function listTriggers(list: ListParams): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname, t.tgname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getTrigger(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND t.oid = ${params.add(id)}`, values: params.values };
}

export function findTriggerId(schema: string, table: string, name: string): BoundQuery {
  const params = new SqlParams();
  const text = `
  SELECT t.oid AS id FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = ${params.add(schema)} AND c.relname = ${params.add(table)}
     AND t.tgname = ${params.add(name)}`;
  return { text, values: params.values };
}

export interface CreateTrigger {
  name: string;
  schema: string;
  table: string;
  activation: Trigger['activation'];
  orientation: Trigger['orientation'];
  events: (typeof TRIGGER_EVENTS)[number][];
  function_schema: string;
  function_name: string;
  function_args: string[];
  enabled_mode: EnabledMode;
  /** The `WHEN (...)` condition, a user's SQL expression: it goes through the statement guard. */
  condition?: string | null;
}

const on = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/** `ALTER TABLE ... ENABLE/DISABLE TRIGGER` for an enabled mode. */
export function setEnabledMode(schema: string, table: string, name: string, mode: EnabledMode) {
  const action = {
    ORIGIN: 'ENABLE',
    REPLICA: 'ENABLE REPLICA',
    ALWAYS: 'ENABLE ALWAYS',
    DISABLED: 'DISABLE',
  }[mode];
  return `ALTER TABLE ${on(schema, table)} ${action} TRIGGER ${quoteIdent(name)}`;
}

/**
 * The statements that create a trigger; run in one transaction. The condition, when there is one,
 * is written through `slot` (`guardStatements` checks it stays inside its WHEN clause).
 */
export function createTrigger(trigger: CreateTrigger, slot: ExpressionSlot = asWritten): string[] {
  const when = trigger.condition ? ` WHEN (${slot('condition', trigger.condition)})` : '';
  const statements = [
    `CREATE TRIGGER ${quoteIdent(trigger.name)} ${trigger.activation}` +
      ` ${trigger.events.join(' OR ')} ON ${on(trigger.schema, trigger.table)}` +
      ` FOR EACH ${trigger.orientation}${when}` +
      ` EXECUTE FUNCTION ${on(trigger.function_schema, trigger.function_name)}` +
      `(${trigger.function_args.map(quoteLiteral).join(', ')})`,
  ];
  if (trigger.enabled_mode !== 'ORIGIN') {
    statements.push(
      setEnabledMode(trigger.schema, trigger.table, trigger.name, trigger.enabled_mode),
    );
  }
  return statements;
}

/** The statements that change a trigger; run in one transaction. Unchanged fields add nothing. */
export function alterTrigger(
  current: Trigger,
  change: { name?: string; enabled_mode?: EnabledMode },
): string[] {
  const statements: string[] = [];
  if (change.enabled_mode && change.enabled_mode !== current.enabled_mode) {
    statements.push(
      setEnabledMode(current.schema, current.table, current.name, change.enabled_mode),
    );
  }
  if (change.name && change.name !== current.name) {
    statements.push(
      `ALTER TRIGGER ${quoteIdent(current.name)} ON ${on(current.schema, current.table)}` +
        ` RENAME TO ${quoteIdent(change.name)}`,
    );
  }
  return statements;
}

export function dropTrigger(trigger: Trigger, cascade: boolean): string {
  return `DROP TRIGGER ${quoteIdent(trigger.name)} ON ${on(trigger.schema, trigger.table)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}
