import { resources, useProjectMutation } from '@atrium/core/plugin-api';

/**
 * Turns row-level security on or off for a table. A `tables` write: the table editor's entity
 * list shows the change at once, and the policies refetch.
 */
export function useToggleRls() {
  return useProjectMutation(
    ({ tableId, enabled }: { tableId: number; enabled: boolean }, pgMeta) =>
      pgMeta.relations.tables[':id'].$patch({
        param: { id: String(tableId) },
        json: { rls_enabled: enabled },
      }),
    { invalidates: [resources.tables], errorToast: 'Failed to toggle RLS' },
  );
}
