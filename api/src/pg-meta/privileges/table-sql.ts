import { qualified, type TableName } from '../columns/sql.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { aclJson, granteeSql } from './grantee.js';

export const TABLE_PRIVILEGES = [
  'ALL',
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
] as const;

export interface Grant {
  grantor: string;
  grantee: string;
  privilege_type: string;
  is_grantable: boolean;
}

/** A table's privileges as the API returns them (the postgres-meta shape). */
export interface TablePrivileges {
  relation_id: number;
  schema: string;
  name: string;
  kind: string;
  privileges: Grant[];
}

const SELECT = `
  SELECT c.oid AS relation_id, n.nspname AS schema, c.relname AS name,
         CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned_table' WHEN 'v' THEN 'view'
           WHEN 'm' THEN 'materialized_view' ELSE 'foreign_table' END AS kind,
         ${aclJson(`COALESCE(c.relacl, acldefault('r', c.relowner))`)} AS privileges
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')`;

export function listTablePrivileges(
  list: ListParams & { table_id?: number; table_ids?: readonly number[] },
): BoundQuery {
  const params = new SqlParams();
  const ids = list.table_ids ?? (list.table_id !== undefined ? [list.table_id] : undefined);
  const table = ids ? ` AND c.oid = ANY(${params.add(ids)}::oid[])` : '';
  const text = `${SELECT}${table}${schemaConditions('n.nspname', list, params)} ORDER BY n.nspname, c.relname${paging(list, params)}`;
  return { text, values: params.values };
}

export interface TablePrivilegeChange {
  grantee: string;
  privilege_type: (typeof TABLE_PRIVILEGES)[number];
  is_grantable?: boolean;
}

export function grantTablePrivilege(table: TableName, change: TablePrivilegeChange): string {
  return `GRANT ${change.privilege_type} ON TABLE ${qualified(table)} TO ${granteeSql(change.grantee)}${
    change.is_grantable ? ' WITH GRANT OPTION' : ''
  }`;
}

export function revokeTablePrivilege(table: TableName, change: TablePrivilegeChange): string {
  return `REVOKE ${change.privilege_type} ON TABLE ${qualified(table)} FROM ${granteeSql(change.grantee)}`;
}
