import { pgMetaKey, usePgMeta } from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { PageKeyset } from '../model/page-keyset.js';
import { rowsApi, scopeKey, type RowCount, type RowsPage, type RowsScope } from './rows-api.js';

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
  readonly key: string;
  readonly keyset: PageKeyset;
}

/** The cache key of one page of rows (also what a `PageAnchor` is valid for). */
export const rowsKey = (tableId: number, scope: RowsScope, pageSize: number, page: number) =>
  `grid:rows:${tableId}:${scopeKey(scope)}:${pageSize}:${page}`;

/**
 * One page of rows, by key when `anchor` was made for exactly this page, else by offset (a
 * reload, a typed page number). `onError` lets the grid drop sorts on a 'does not exist' error.
 * Cached under `pgMetaKey` like every read of the project's metadata API, so a refresh of the
 * editor reaches it; plain SWR because the rows client reads the JSON itself.
 */
export function useRows(
  tableId: number,
  scope: RowsScope | null,
  page: number,
  pageSize: number,
  onError: (error: Error) => void,
  anchor?: PageAnchor,
) {
  const { ref } = usePgMeta();
  const api = useRowsApi(tableId);
  const key = scope && rowsKey(tableId, scope, pageSize, page);
  const keyset = anchor && anchor.key === key ? anchor.keyset : undefined;
  return useSWR<RowsPage, Error>(
    key && pgMetaKey(ref, key),
    () => api.page(scope!, pageSize, (page - 1) * pageSize, keyset),
    { ...retryPolicy, onError },
  );
}

/** The row count with the same filters: estimated above 50,000 unless `exact`. */
export function useRowCount(tableId: number, scope: RowsScope | null, exact: boolean) {
  const { ref } = usePgMeta();
  const api = useRowsApi(tableId);
  const countScope = scope && { ...scope, sorts: [] };
  const key = countScope && `grid:count:${tableId}:${scopeKey(countScope)}:${exact}`;
  return useSWR<RowCount, Error>(
    key && pgMetaKey(ref, key),
    () => api.count(countScope!, exact),
    retryPolicy,
  );
}
