import { quoteIdent } from '../../sql/quote.js';
import { qualified, type TableName } from '../columns/sql.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { aclJson, granteeSql } from './grantee.js';
import type { Grant } from './table-sql.js';

export const COLUMN_PRIVILEGES = ['ALL', 'SELECT', 'INSERT', 'UPDATE', 'REFERENCES'] as const;

/** A column's own (column-level) grants. */
export interface ColumnPrivileges {
  column_id: string;
  relation_id: number;
  relation_schema: string;
  relation_name: string;
  column_name: string;
  privileges: Grant[];
}

const SELECT = `
  SELECT c.oid::bigint || '.' || a.attnum AS column_id, c.oid AS relation_id,
         n.nspname AS relation_schema, c.relname AS relation_name, a.attname AS column_name,
         ${aclJson('a.attacl')} AS privileges
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`;

export function listColumnPrivileges(
  list: ListParams & { table_id?: number; table_ids?: readonly number[] },
): BoundQuery {
  const params = new SqlParams();
  const ids = list.table_ids ?? (list.table_id !== undefined ? [list.table_id] : undefined);
  const table = ids ? ` AND c.oid = ANY(${params.add(ids)}::oid[])` : '';
  const text = `${SELECT}${table}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname, a.attnum${paging(list, params)}`;
  return { text, values: params.values };
}

export interface ColumnPrivilegeChange {
  grantee: string;
  privilege_type: (typeof COLUMN_PRIVILEGES)[number];
  is_grantable?: boolean;
}

export function grantColumnPrivilege(
  table: TableName,
  column: string,
  change: ColumnPrivilegeChange,
): string {
  return `GRANT ${change.privilege_type} (${quoteIdent(column)}) ON TABLE ${qualified(table)} TO ${granteeSql(change.grantee)}${
    change.is_grantable ? ' WITH GRANT OPTION' : ''
  }`;
}

export function revokeColumnPrivilege(
  table: TableName,
  column: string,
  change: ColumnPrivilegeChange,
): string {
  return `REVOKE ${change.privilege_type} (${quoteIdent(column)}) ON TABLE ${qualified(table)} FROM ${granteeSql(change.grantee)}`;
}
