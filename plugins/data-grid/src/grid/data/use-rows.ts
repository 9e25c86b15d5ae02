import { tableRowKeys, usePgMeta, usePgMetaData } from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import type { PageKeyset } from '../model/page-keyset.js';
import { rowsApi, scopeKey, type RowsScope } from './rows-api.js';

/** Spec section 8: failed fetches retry every 5 s and stop after the 4th attempt. */
export const retryPolicy: SWRConfiguration = {
  errorRetryInterval: 5000,
  errorRetryCount: 3,
  keepPreviousData: true,
  revalidateOnFocus: false,
};

export function useRowsApi(tableId: number) {
  const { pgMeta } = usePgMeta();
  return useMemo(() => rowsApi(pgMeta.relations, tableId), [pgMeta, tableId]);
}

/** How the page being shown was reached by key; it holds only for that page, rows and scope. */
export interface PageAnchor {
  readonly key: ReturnType<typeof rowsKey>;
  readonly keyset: PageKeyset;
}

/** The cache key of one page of rows (also what a `PageAnchor` is valid for). */
export const rowsKey = (tableId: number, scope: RowsScope, pageSize: number, page: number) =>
  tableRowKeys.page(tableId, scopeKey(scope), pageSize, page);

const sameKey = (a: readonly unknown[], b: readonly unknown[] | null) =>
  b !== null && a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * One page of rows, by key when `anchor` was made for exactly this page, else by offset (a
 * reload, a typed page number). `onError` lets the grid drop sorts on a 'does not exist' error.
 * Cached under the `table-rows` resource, so a write to the table (or a refresh of the editor)
 * refetches it.
 */
export function useRows(
  tableId: number,
  scope: RowsScope | null,
  page: number,
  pageSize: number,
  onError: (error: Error) => void,
  anchor?: PageAnchor,
) {
  const api = useRowsApi(tableId);
  const key = scope && rowsKey(tableId, scope, pageSize, page);
  const keyset = anchor && sameKey(anchor.key, key) ? anchor.keyset : undefined;
  return usePgMetaData(key, () => api.page(scope!, pageSize, (page - 1) * pageSize, keyset), {
    ...retryPolicy,
    onError,
  });
}

/** The row count with the same filters: estimated above 50,000 unless `exact`. */
export function useRowCount(tableId: number, scope: RowsScope | null, exact: boolean) {
  const api = useRowsApi(tableId);
  const countScope = scope && { ...scope, sorts: [] };
  return usePgMetaData(
    countScope && tableRowKeys.count(tableId, scopeKey(countScope), exact),
    () => api.count(countScope!, exact),
    retryPolicy,
  );
}
