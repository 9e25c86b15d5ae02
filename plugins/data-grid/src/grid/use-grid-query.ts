import type { Filter, Sort } from '@atrium/common/filters';
import { usePluginContext } from '@atrium/core/plugin-api';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Impersonation } from './data/impersonation.js';
import { rowsKey, useRowCount, useRows, type PageAnchor } from './data/use-rows.js';
import type { TableMeta } from './data/use-table-meta.js';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from './footer/page-math.js';
import { pageKeyset } from './model/page-keyset.js';
import { readGridQuery, writeGridQuery } from './state/grid-query-text.js';
import { useGridUrl } from './state/use-grid-url.js';
import { useSavedGridState } from './state/use-saved-grid-state.js';

/**
 * Which rows the grid shows and how: filters and sorts (URL and saved state), the page and its
 * size, the impersonated role, and the rows and count fetched for them.
 */
export function useGridQuery(tableId: number, meta: TableMeta | undefined) {
  const { preferences } = usePluginContext();
  const url = useGridUrl();
  const [saved, updateSaved] = useSavedGridState(tableId);
  const [impersonation, setImpersonation] = useState<Impersonation>();
  const [page, setPage] = useState(1);
  const [anchor, setAnchor] = useState<PageAnchor>();
  const [pageSize, setPageSize] = useState<PageSize>(() => {
    const stored = preferences.get('pageSize', DEFAULT_PAGE_SIZE);
    return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
  });
  const [exactCount, setExactCount] = useState(false);

  // A URL without filters or sorts takes the saved ones, once, so a plain link restores the grid.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (url.hasQuery) return;
    const { filters, sorts } = readGridQuery(saved);
    if (filters.length || sorts.length) url.setQuery(filters, sorts);
  }, [url, saved]);

  const applyFilters = useCallback(
    (filters: readonly Filter[]) =>
      // A transition: the new page renders in slices, never one long main-thread task.
      startTransition(() => {
        url.setFilters(filters);
        updateSaved(writeGridQuery({ filters }));
        setPage(1); // spec section 4: changing filters resets the page
      }),
    [url, updateSaved],
  );
  const applySorts = useCallback(
    (sorts: readonly Sort[]) =>
      startTransition(() => {
        url.setSorts(sorts);
        updateSaved(writeGridQuery({ sorts }));
      }),
    [url, updateSaved],
  );
  const choosePageSize = useCallback(
    (size: PageSize) => {
      preferences.set('pageSize', size);
      setPageSize(size);
    },
    [preferences],
  );

  // A sort on a column the table lacks is left out (the grid says so), not sent to fail the read.
  const scope = useMemo(
    () =>
      meta
        ? {
            filters: url.filters,
            sorts: url.sorts.filter((sort) => meta.columns.some((c) => c.key === sort.column)),
            impersonation,
          }
        : null,
    [meta, url.filters, url.sorts, impersonation],
  );
  const rows = useRows(
    tableId,
    scope,
    page,
    pageSize,
    (error) => {
      // Spec section 8: a sort on a column that no longer exists would fail every fetch.
      if (error.message.includes('does not exist') && url.sorts.length) applySorts([]);
    },
    anchor,
  );
  /** To another page: Next and Previous go by key from the rows on screen, others by offset. */
  const goToPage = (next: number) => {
    const shown = rows.data?.rows ?? [];
    const keyset = pageKeyset(page, next, shown, meta?.primaryKeys ?? [], url.sorts.length);
    setAnchor(
      keyset && scope ? { key: rowsKey(tableId, scope, pageSize, next), keyset } : undefined,
    );
    setPage(next);
  };
  const count = useRowCount(tableId, scope, exactCount);

  return {
    url,
    saved,
    updateSaved,
    impersonation,
    setImpersonation,
    page,
    setPage: goToPage,
    pageSize,
    setPageSize: choosePageSize,
    countExactly: () => setExactCount(true),
    applyFilters,
    applySorts,
    rows,
    count,
  };
}
