import type { Filter, Sort } from '@atrium/common/filters';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@atrium/core/plugin-api';
import { readGridQuery, writeGridQuery, type GridQuery } from './grid-query-text.js';
import { ignoredQuery, type IgnoredQuery } from './ignored-query.js';

export type GridView = 'data' | 'definition';

export interface GridUrlState extends GridQuery {
  readonly view: GridView;
  /** Whether the URL names any filter or sort; if not, the saved grid state may supply them. */
  readonly hasQuery: boolean;
  /** What the link held that could not be read (an unknown operator), for the grid to report. */
  readonly ignored: IgnoredQuery;
}

function parseSearch(search: string): GridUrlState {
  const current = new URLSearchParams(search);
  const text = { filters: current.getAll('filter'), sorts: current.getAll('sort') };
  return {
    ...readGridQuery(text),
    ignored: ignoredQuery(text.filters, text.sorts),
    view: current.get('view') === 'definition' ? 'definition' : 'data',
    hasQuery: current.has('filter') || current.has('sort'),
  };
}

/** The URL's search with the grid's parameters replaced and every other parameter kept. */
function withGridState(search: string, state: GridUrlState): string {
  const next = new URLSearchParams(search);
  for (const name of ['filter', 'sort', 'view']) next.delete(name);
  const { filters = [], sorts = [] } = writeGridQuery(state);
  for (const filter of filters) next.append('filter', filter);
  for (const sort of sorts) next.append('sort', sort);
  if (state.view !== 'data') next.set('view', state.view);
  return next.toString();
}

/**
 * The grid state that lives in the URL (`filter=column:op:value`, `sort=column:asc`,
 * `view=definition|data`), so a reload or a shared link shows the same grid.
 *
 * The grid renders from its own copy, updated in a transition (interruptible, so a sort never
 * blocks the main thread), and writes the URL a task later: a URL change re-renders everything
 * that follows the location (shell, sidebar) synchronously, and should not add to the grid's
 * work. A URL changed from outside (a link, back/forward) replaces the copy.
 */
export function useGridUrl() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [state, setState] = useState(() => parseSearch(search));
  const written = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setState(parseSearch(search));
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const latest = useRef(state);
  latest.current = state;
  const update = useCallback(
    (change: (current: GridUrlState) => GridUrlState) => {
      const next = change(latest.current);
      latest.current = next;
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const nextSearch = withGridState(window.location.search, next);
        written.current = nextSearch;
        setParams(nextSearch, { replace: true });
      }, 0);
    },
    [setParams],
  );
  const inTransition = useCallback(
    (change: (current: GridUrlState) => GridUrlState) => startTransition(() => update(change)),
    [update],
  );

  const setFilters = useCallback(
    (filters: readonly Filter[]) => inTransition((s) => ({ ...s, filters, hasQuery: true })),
    [inTransition],
  );
  const setSorts = useCallback(
    (sorts: readonly Sort[]) => inTransition((s) => ({ ...s, sorts, hasQuery: true })),
    [inTransition],
  );
  /** Filters and sorts together (restoring the saved grid state). */
  const setQuery = useCallback(
    (filters: readonly Filter[], sorts: readonly Sort[]) =>
      inTransition((s) => ({ ...s, filters, sorts, hasQuery: true })),
    [inTransition],
  );
  const setView = useCallback(
    (view: GridView) => inTransition((s) => ({ ...s, view })),
    [inTransition],
  );
  return { ...state, setFilters, setSorts, setQuery, setView };
}
