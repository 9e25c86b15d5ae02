import { formatFilter, type Filter, formatSort, type Sort } from '@atrium/common/filters';
import { readJson, type PgMetaClient } from '@atrium/core/plugin-api';
import type { PageKeyset } from '../grid/model/page-keyset.js';
import {
  impersonationBody,
  impersonationQuery,
  type Impersonation,
} from '../grid/data/impersonation.js';

/** A row as the rows endpoint sends it: column name to JSON value. */
export type Row = Record<string, unknown>;
export type PrimaryKey = Record<string, unknown>;

/** Which rows: the grid's filters, sorts and impersonation. */
export interface RowsScope {
  readonly filters: readonly Filter[];
  readonly sorts?: readonly Sort[];
  readonly impersonation?: Impersonation;
}

/** The query parameters that pick a scope's rows: repeated `filter` and `sort`, then the role. */
export const scopeQuery = (scope: RowsScope) => ({
  filter: scope.filters.map(formatFilter),
  sort: (scope.sorts ?? []).map(formatSort),
  ...impersonationQuery(scope.impersonation),
});

/** A scope as part of a cache key: equal for scopes that ask for the same rows. */
export const scopeKey = (scope: RowsScope) => JSON.stringify(scopeQuery(scope));

/** Where a page starts: after or before its neighbour's key, else at an offset. */
const pageStart = (offset: number, keyset: PageKeyset | undefined) => {
  if (!keyset) return { offset: String(offset) };
  const key = JSON.stringify(keyset.key);
  return keyset.direction === 'after' ? { after: key } : { before: key };
};

/**
 * The table-rows API's reads for one table (api/src/pg-meta/table-rows), over the relations
 * group's typed client; each call throws the API's message. Its writes are in `rows-mutations.ts`.
 */
export function rowsQueries({ tables }: PgMetaClient['relations'], tableId: number) {
  const table = tables[':id'];
  const param = { id: String(tableId) };
  return {
    /** A page by offset, or by its neighbour's key (`keyset`), which the database seeks to. */
    page: async (
      scope: RowsScope,
      limit: number,
      offset: number,
      keyset?: PageKeyset,
    ): Promise<{ readonly rows: Row[]; readonly truncated: string[][] }> =>
      readJson(
        await table.rows.$get({
          param,
          query: { ...scopeQuery(scope), limit: String(limit), ...pageStart(offset, keyset) },
        }),
      ),
    count: async (scope: RowsScope, exact: boolean) =>
      readJson(
        await table.rows.count.$get({
          param,
          query: { ...scopeQuery({ ...scope, sorts: [] }), ...(exact ? { exact: 'true' } : {}) },
        }),
      ),
    /** One cell's whole value: a read, sent as POST because the primary key is JSON. */
    fullValue: async (column: string, primaryKey: PrimaryKey, impersonation?: Impersonation) =>
      readJson(
        await table.rows.value.$post({
          param,
          json: { column, primary_key: primaryKey, ...impersonationBody(impersonation) },
        }),
      ),
  };
}

export type RowsQueries = ReturnType<typeof rowsQueries>;
/** One page of rows, and per row the columns whose value was cut at 10,240 characters. */
export type RowsPage = Awaited<ReturnType<RowsQueries['page']>>;
export type RowCount = Awaited<ReturnType<RowsQueries['count']>>;
