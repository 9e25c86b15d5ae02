import { useProjectMutation, type PgMetaClient, type RequestOf } from '@atrium/core/plugin-api';
import { triggers } from './trigger-keys.js';

type Triggers = PgMetaClient['programmability']['triggers'];

/*
 * The triggers screen's writes, each a `triggers` write that refreshes the list, with spec
 * section 8's toasts. A failure also rejects, so the panel or dialog stays open with what was typed.
 */

/** Creates a trigger (`POST /triggers`). */
export function useCreateTrigger() {
  return useProjectMutation(
    (json: RequestOf<Triggers['$post']>['json'], pgMeta) =>
      pgMeta.programmability.triggers.$post({ json }),
    {
      invalidates: [triggers],
      errorToast: (error) => `Failed to create trigger: ${error.message}`,
      successToast: (trigger) => `Successfully created trigger ${trigger.name}`,
    },
  );
}

/** Renames a trigger or changes its enabled mode (`PATCH /triggers/{id}`). */
export function useUpdateTrigger() {
  return useProjectMutation(
    ({ id, json }: { id: number; json: RequestOf<Triggers[':id']['$patch']>['json'] }, pgMeta) =>
      pgMeta.programmability.triggers[':id'].$patch({ param: { id: String(id) }, json }),
    {
      invalidates: [triggers],
      errorToast: (error) => `Failed to update trigger: ${error.message}`,
      successToast: (trigger) => `Successfully updated trigger ${trigger.name}`,
    },
  );
}

/** Drops a trigger (`DELETE /triggers/{id}`). */
export function useDeleteTrigger() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.programmability.triggers[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [triggers],
      errorToast: (error) => `Failed to delete database trigger: ${error.message}`,
      successToast: (_, { name }) => `Successfully removed ${name}`,
    },
  );
}
