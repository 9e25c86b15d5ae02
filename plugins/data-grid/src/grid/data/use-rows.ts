import {
  tableRowKeys,
  usePgMeta,
  useProjectQuery,
  type ApiRequestError,
  type ResourceKey,
} from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import type { PageKeyset } from '../model/page-keyset.js';
import { impersonationQuery } from './impersonation.js';
import { retryPolicy } from './retry-policy.js';
import { rowsQueries, scopeKey, type RowsScope } from '../../data/rows-queries.js';
import { shownData, type ReadFor, type Tagged } from './shown-data.js';

export function useRowsQueries(tableId: number) {
  const { pgMeta } = usePgMeta();
  return useMemo(() => rowsQueries(pgMeta.relations, tableId), [pgMeta, tableId]);
}

/** How the page being shown was reached by key; it holds only for that page, rows and scope. */
export interface PageAnchor {
  readonly key: ReturnType<typeof rowsKey>;
  readonly keyset: PageKeyset;
}

/** The cache key of one page of rows (also what a `PageAnchor` is valid for). */
export const rowsKey = (tableId: number, scope: RowsScope, pageSize: number, page: number) =>
  tableRowKeys.page(tableId, scopeKey(scope), pageSize, page);

/**
 * `useProjectQuery` with the retry policy, whose data says what it was read for, so the grid never
 * shows one role's rows (or count) under another role's name, nor stale rows beside an error.
 */
function useScopedData<T extends object>(
  key: ResourceKey | null,
  scope: RowsScope | null,
  load: () => Promise<T>,
  onError?: (error: ApiRequestError) => void,
): SWRResponse<Tagged<T>, ApiRequestError> {
  const readFor: ReadFor | null = key &&
    scope && {
      key: JSON.stringify(key),
      role: JSON.stringify(impersonationQuery(scope.impersonation)),
    };
  const result = useProjectQuery(
    key,
    async (): Promise<Tagged<T>> => ({ ...(await load()), readFor: readFor! }),
    // An `onError: undefined` would replace SWR's default and break its error handling.
    onError ? { ...retryPolicy, onError } : retryPolicy,
  );
  // Getters, as SWR's own, so a render depends only on the fields it reads.
  return {
    mutate: result.mutate,
    get data() {
      return shownData(result.data, readFor, result.error);
    },
    get error() {
      return result.error;
    },
    get isValidating() {
      return result.isValidating;
    },
    get isLoading() {
      return result.isLoading;
    },
  };
}

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
  const api = useRowsQueries(tableId);
  const key = scope && rowsKey(tableId, scope, pageSize, page);
  const keyset = anchor && sameKey(anchor.key, key) ? anchor.keyset : undefined;
  return useScopedData(
    key,
    scope,
    () => api.page(scope!, pageSize, (page - 1) * pageSize, keyset),
    onError,
  );
}

/** The row count with the same filters: estimated above 50,000 unless `exact`. */
export function useRowCount(tableId: number, scope: RowsScope | null, exact: boolean) {
  const api = useRowsQueries(tableId);
  const countScope = scope && { ...scope, sorts: [] };
  return useScopedData(
    countScope && tableRowKeys.count(tableId, scopeKey(countScope), exact),
    countScope,
    () => api.count(countScope!, exact),
  );
}
