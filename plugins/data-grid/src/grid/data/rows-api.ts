import { readJson } from '@atrium/core/plugin-api';
import { formatFilter, type Filter } from '../model/filters.js';
import type { PageKeyset } from '../model/page-keyset.js';
import { formatSort, type Sort } from '../model/sorts.js';
import { impersonationBody, impersonationParams, type Impersonation } from './impersonation.js';

/** A row as the rows endpoint sends it: column name to JSON value. */
export type Row = Record<string, unknown>;
export type PrimaryKey = Record<string, unknown>;

export interface RowsPage {
  readonly rows: Row[];
  /** Per row, the columns whose value was cut at 10,240 characters. */
  readonly truncated: string[][];
}

export interface RowCount {
  readonly count: number;
  readonly estimated: boolean;
}

/** Which rows: the grid's filters, sorts and impersonation. */
export interface RowsScope {
  readonly filters: readonly Filter[];
  readonly sorts?: readonly Sort[];
  readonly impersonation?: Impersonation;
}

/** The table-rows endpoints of one table, as in the API contract (api/src/pg-meta/table-rows). */
export const tableRowsPath = (ref: string, tableId: number) =>
  `/platform/pg-meta/${encodeURIComponent(ref)}/tables/${tableId}`;

export function scopeSearch(scope: RowsScope, extra: [string, string][] = []) {
  const params = new URLSearchParams();
  for (const filter of scope.filters) params.append('filter', formatFilter(filter));
  for (const sort of scope.sorts ?? []) params.append('sort', formatSort(sort));
  for (const [key, value] of [...impersonationParams(scope.impersonation), ...extra]) {
    params.append(key, value);
  }
  return params.toString();
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Client of the table-rows API for one table. */
export function rowsApi(ref: string, tableId: number) {
  const base = tableRowsPath(ref, tableId);
  return {
    /** A page by offset, or by its neighbour's key (`keyset`), which the database seeks to. */
    page: async (scope: RowsScope, limit: number, offset: number, keyset?: PageKeyset) =>
      readJson<RowsPage>(
        await fetch(
          `${base}/rows?${scopeSearch(scope, [
            ['limit', String(limit)],
            keyset ? [keyset.direction, JSON.stringify(keyset.key)] : ['offset', String(offset)],
          ])}`,
        ),
      ),
    count: async (scope: RowsScope, exact: boolean) =>
      readJson<RowCount>(
        await fetch(
          `${base}/rows/count?${scopeSearch({ ...scope, sorts: [] }, exact ? [['exact', 'true']] : [])}`,
        ),
      ),
    fullValue: async (column: string, primaryKey: PrimaryKey, impersonation?: Impersonation) =>
      readJson<{ value: unknown }>(
        await fetch(
          `${base}/rows/value`,
          json('POST', { column, primary_key: primaryKey, ...impersonationBody(impersonation) }),
        ),
      ),
    insert: async (values: Row, impersonation?: Impersonation) =>
      readJson<Row>(
        await fetch(`${base}/rows`, json('POST', { values, ...impersonationBody(impersonation) })),
      ),
    update: async (primaryKey: PrimaryKey, values: Row, impersonation?: Impersonation) =>
      readJson<Row>(
        await fetch(
          `${base}/rows`,
          json('PATCH', {
            primary_key: primaryKey,
            values,
            ...impersonationBody(impersonation),
          }),
        ),
      ),
    deleteByKeys: async (primaryKeys: readonly PrimaryKey[], impersonation?: Impersonation) =>
      readJson<{ deleted: number }>(
        await fetch(
          `${base}/rows/delete`,
          json('POST', { primary_keys: primaryKeys, ...impersonationBody(impersonation) }),
        ),
      ),
    deleteMatching: async (filters: readonly Filter[], impersonation?: Impersonation) =>
      readJson<{ deleted: number }>(
        await fetch(
          `${base}/rows/delete`,
          json('POST', {
            filters: filters.map(formatFilter),
            ...impersonationBody(impersonation),
          }),
        ),
      ),
    truncate: async (cascade: boolean) =>
      readJson<{ truncated: true }>(await fetch(`${base}/truncate`, json('POST', { cascade }))),
  };
}

export type RowsApi = ReturnType<typeof rowsApi>;
