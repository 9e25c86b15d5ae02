import { PROTECTED_SCHEMAS } from '../../permissions/index.js';
import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** A schema as the API returns it (the postgres-meta shape). */
export interface Schema {
  id: number;
  name: string;
  owner: string;
  /** Managed by the platform: read-only, and every write into it is refused with 403. */
  is_protected: boolean;
}

/** `isProtectedSchema` in SQL, for `pg_namespace n`; the names are ours, quoted as literals. */
const IS_PROTECTED = `(n.nspname IN (${[...PROTECTED_SCHEMAS].map(quoteLiteral).join(', ')})
           OR n.nspname LIKE 'pg\\_temp%' OR n.nspname LIKE 'pg\\_toast\\_temp%')`;

const SELECT = `
  SELECT n.oid AS id, n.nspname AS name, pg_get_userbyid(n.nspowner) AS owner,
         ${IS_PROTECTED} AS is_protected
    FROM pg_namespace n
   WHERE n.nspname NOT LIKE 'pg\\_temp\\_%' AND n.nspname NOT LIKE 'pg\\_toast\\_temp\\_%'`;

export function listSchemas(list: ListParams): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname${paging(list, params)}`;
  return { text, values: params.values };
}

export function getSchema(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND n.oid = ${params.add(id)}`, values: params.values };
}

export function getSchemaByName(name: string): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND n.nspname = ${params.add(name)}`, values: params.values };
}

export function createSchema(name: string, owner?: string): string {
  return `CREATE SCHEMA ${quoteIdent(name)}${owner ? ` AUTHORIZATION ${quoteIdent(owner)}` : ''}`;
}

/** The statements that change a schema; run in one transaction. Unchanged fields add nothing. */
export function alterSchema(current: string, change: { name?: string; owner?: string }): string[] {
  const statements: string[] = [];
  if (change.owner)
    statements.push(`ALTER SCHEMA ${quoteIdent(current)} OWNER TO ${quoteIdent(change.owner)}`);
  if (change.name && change.name !== current) {
    statements.push(`ALTER SCHEMA ${quoteIdent(current)} RENAME TO ${quoteIdent(change.name)}`);
  }
  return statements;
}

export function dropSchema(name: string, cascade: boolean): string {
  return `DROP SCHEMA ${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}
