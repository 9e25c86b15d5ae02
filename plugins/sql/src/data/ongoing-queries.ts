import { useProjectMutation, useProjectQuery } from '@atrium/core/plugin-api';
import { ongoingQueries } from './resources.js';

const ongoingKeys = { list: () => ongoingQueries.key('list') };

/** How long a list stays fresh (spec §9): opening the dialog again within it asks nothing. */
export const ONGOING_STALE_MS = 5_000;

/** The list, read when the dialog opens and refreshed only on demand. */
export function useOngoingQueries() {
  return useProjectQuery(
    ongoingKeys.list(),
    (pgMeta) => pgMeta.programmability.queries.ongoing.$get(),
    {
      dedupingInterval: ONGOING_STALE_MS,
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

/** Terminates the backend running `pid`, with the spec's toasts, and reads the list again. */
export function useAbortQuery() {
  return useProjectMutation(
    (pid: number, pgMeta) =>
      pgMeta.programmability.queries[':pid'].terminate.$post({ param: { pid: String(pid) } }),
    {
      invalidates: [ongoingQueries],
      errorToast: 'Failed to abort query',
      successToast: (_, pid) => `Successfully aborted query (ID: ${pid})`,
    },
  );
}
