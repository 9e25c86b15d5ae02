import {
  resources,
  useProjectMutation,
  type PgMetaClient,
  type RequestOf,
} from '@atrium/core/plugin-api';
import { indexes } from './admin-resources.js';
import { triggers } from './trigger-keys.js';

type Tables = PgMetaClient['relations']['tables'];

/*
 * The tables screen's writes. Each is a `tables` write: this screen, the table editor's list and
 * the palette refetch. Delete and duplicate show their refusal in their dialog (no error toast).
 */

/** Deletes a table (`DELETE /tables/{id}`), with what depends on it when `cascade`. */
export function useDeleteTable() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.relations.tables[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      // Its triggers and indexes go with it: those screens must not show them from the cache.
      invalidates: [resources.tables, triggers, indexes],
      errorToast: false,
      successToast: (_, { name }) => `Successfully removed ${name}`,
    },
  );
}

/** Copies a table's structure, and its rows when `with_data` (`POST /tables/{id}/duplicate`). */
export function useDuplicateTable() {
  return useProjectMutation(
    (
      {
        id,
        json,
      }: { id: number; from: string; json: RequestOf<Tables[':id']['duplicate']['$post']>['json'] },
      pgMeta,
    ) => pgMeta.relations.tables[':id'].duplicate.$post({ param: { id: String(id) }, json }),
    {
      invalidates: [resources.tables],
      errorToast: false,
      successToast: (_, { from, json }) => `Successfully duplicated table ${from} as ${json.name}`,
    },
  );
}

/** Puts one table into the realtime publication or takes it out (`PUT /realtime/tables/{id}`). */
export function useToggleRealtime() {
  return useProjectMutation(
    ({ id, enabled }: { id: number; name: string; enabled: boolean }, pgMeta) =>
      pgMeta.security.realtime.tables[':id'].$put({ param: { id: String(id) }, json: { enabled } }),
    {
      invalidates: [resources.tables],
      errorToast: (error, { name }) => `Failed to toggle replication for ${name}: ${error.message}`,
      successToast: (_, { name, enabled }) =>
        `${enabled ? 'Enabled' : 'Disabled'} replication for ${name}`,
    },
  );
}
