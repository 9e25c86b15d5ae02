import { useProjectMutation } from '@atrium/core/plugin-api';
import { sqlHistoryApi } from './history-api.js';
import { sqlHistory } from './resources.js';

/** Removes runs from the user's history, and reads it again. */
export function useDeleteHistoryRuns() {
  return useProjectMutation(
    (ids: readonly string[], _pgMeta, clientOf) => clientOf(sqlHistoryApi).remove(ids),
    {
      invalidates: [sqlHistory],
      errorToast: 'Failed to delete history entry',
      successToast: 'Deleted from history',
    },
  );
}
