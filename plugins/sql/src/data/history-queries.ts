import { useProjectQuery } from '@atrium/core/plugin-api';
import { sqlHistoryApi } from './history-api.js';
import { sqlHistory } from './resources.js';

export const sqlHistoryKeys = {
  page: (search: string, offset: number) => sqlHistory.key('page', search, offset),
};

/** One page of the user's runs whose text holds `search`, newest first. */
export function useSqlHistory(search: string, offset: number) {
  return useProjectQuery(
    sqlHistoryKeys.page(search, offset),
    (_pgMeta, clientOf) => clientOf(sqlHistoryApi).list(search, offset),
    { keepPreviousData: true },
  );
}

/** One recorded run, typed by the history route's answer. */
export type HistoryRun = NonNullable<ReturnType<typeof useSqlHistory>['data']>['runs'][number];
