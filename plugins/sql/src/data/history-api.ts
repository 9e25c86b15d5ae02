import { defineApiArea, platformClient } from '@atrium/core/plugin-api';

/** Runs of the history shown per page. */
export const HISTORY_PAGE_SIZE = 50;

/**
 * The user's SQL history in one project (`/platform/projects/{ref}/sql-history`), bound to the
 * project so calls need no `param`. Typed from the API's own routes; the server shows each user
 * only their own runs.
 */
export const sqlHistoryApi = defineApiArea({
  name: 'sql-history',
  connect: (origin, ref, options) => {
    const history = platformClient(origin, options).platform.projects[':ref']['sql-history'];
    return {
      list: (search: string, offset: number) =>
        history.$get({
          param: { ref },
          query: {
            ...(search ? { search } : {}),
            limit: String(HISTORY_PAGE_SIZE),
            offset: String(offset),
          },
        }),
      remove: (ids: readonly string[]) =>
        history.$delete({ param: { ref }, json: { ids: [...ids] } }),
    };
  },
});
