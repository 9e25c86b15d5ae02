import { useRef, useState } from 'react';
import { entityKeys, useProjectQuery, type EntityPage } from '@atrium/core/plugin-api';
import type { EntitySort, EntityType } from './entity.js';

/** Spec: the entity list loads 100 at a time. */
export const ENTITY_PAGE_SIZE = 100;

export interface EntityQuery {
  /** Undefined while the schema is being worked out: nothing is fetched yet. */
  readonly schema: string | undefined;
  /** Already trimmed; '' for no search. */
  readonly search: string;
  readonly sort: EntitySort;
  readonly types: readonly EntityType[];
}

const NOTHING: EntityPage = { data: [], count: 0 };

/**
 * One schema's entities, searched, sorted and filtered by the server. Loading more asks for the
 * next 100 by widening the page, so rows never shift or repeat between pages; the rows already
 * shown stay on screen while it loads. A new query starts again at one page.
 */
export function useEntities(query: EntityQuery) {
  const types = query.types.join(',');
  const queryKey = JSON.stringify([query.schema, query.sort, types, query.search]);
  const [pages, setPages] = useState({ queryKey, count: 1 });
  const count = pages.queryKey === queryKey ? pages.count : 1;
  const limit = ENTITY_PAGE_SIZE * count;
  const params = {
    sort: query.sort,
    types,
    limit: String(limit),
    ...(query.search ? { search: query.search } : {}),
  };
  const result = useProjectQuery(
    query.types.length === 0 || query.schema === undefined
      ? null
      : entityKeys.list(query.schema, params),
    (pgMeta) =>
      pgMeta.relations.entities.$get({ query: { schema: query.schema ?? '', ...params } }),
  );
  // The last rows of this same query, shown while a wider page loads.
  const shown = useRef<{ queryKey: string; page: EntityPage } | undefined>(undefined);
  if (result.data) shown.current = { queryKey, page: result.data };
  const previous = shown.current?.queryKey === queryKey ? shown.current.page : undefined;
  const data = query.types.length === 0 ? NOTHING : (result.data ?? previous);
  const hasMore = data !== undefined && data.data.length < data.count;
  return {
    data,
    error: result.error,
    isLoadingMore: result.data === undefined && previous !== undefined,
    hasMore,
    retry: () => result.mutate(),
    loadMore: () => {
      if (hasMore && result.data) setPages({ queryKey, count: count + 1 });
    },
  };
}
