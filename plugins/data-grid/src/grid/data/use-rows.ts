import { usePluginContext } from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { rowsApi, scopeSearch, type RowCount, type RowsPage, type RowsScope } from './rows-api.js';

/** Spec section 8: failed fetches retry every 5 s and stop after the 4th attempt. */
export const retryPolicy: SWRConfiguration = {
  errorRetryInterval: 5000,
  errorRetryCount: 3,
  keepPreviousData: true,
  revalidateOnFocus: false,
};

export function useRowsApi(tableId: number) {
  const { projectRef = '' } = usePluginContext();
  return useMemo(() => rowsApi(projectRef, tableId), [projectRef, tableId]);
}

/** One page of rows; `onError` lets the grid drop sorts on a 'does not exist' error. */
export function useRows(
  tableId: number,
  scope: RowsScope | null,
  page: number,
  pageSize: number,
  onError: (error: Error) => void,
) {
  const { projectRef = '' } = usePluginContext();
  const api = useRowsApi(tableId);
  const key =
    scope && `grid:rows:${projectRef}:${tableId}:${scopeSearch(scope)}:${pageSize}:${page}`;
  return useSWR<RowsPage, Error>(key, () => api.page(scope!, pageSize, (page - 1) * pageSize), {
    ...retryPolicy,
    onError,
  });
}

/** The row count with the same filters: estimated above 50,000 unless `exact`. */
export function useRowCount(tableId: number, scope: RowsScope | null, exact: boolean) {
  const { projectRef = '' } = usePluginContext();
  const api = useRowsApi(tableId);
  const countScope = scope && { ...scope, sorts: [] };
  const key =
    countScope && `grid:count:${projectRef}:${tableId}:${scopeSearch(countScope)}:${exact}`;
  return useSWR<RowCount, Error>(key, () => api.count(countScope!, exact), retryPolicy);
}
