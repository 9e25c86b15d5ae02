import {
  resources,
  useProjectMutation,
  type PgMetaClient,
  type RequestOf,
} from '@atrium/core/plugin-api';

type Tables = PgMetaClient['relations']['tables'];

/*
 * The table editor's writes to tables. Each invalidates `tables` (and what it makes stale: the
 * entity lists, columns, rows, policies), not every resource. Their forms and dialogs show a
 * refusal themselves, so there is no error toast.
 */

/** Creates a table with its columns and foreign keys (`POST /tables`, one transaction). */
export function useCreateTable() {
  return useProjectMutation(
    (json: RequestOf<Tables['$post']>['json'], pgMeta) => pgMeta.relations.tables.$post({ json }),
    {
      invalidates: [resources.tables],
      errorToast: false,
      successToast: (_, table) => `Successfully created table ${table.name}`,
    },
  );
}

/** Saves what changed of a table (`PATCH /tables/{id}`); `name` is its name after the save. */
export function useUpdateTable() {
  return useProjectMutation(
    (
      {
        id,
        changes,
      }: { id: number; name: string; changes: RequestOf<Tables[':id']['$patch']>['json'] },
      pgMeta,
    ) => pgMeta.relations.tables[':id'].$patch({ param: { id: String(id) }, json: changes }),
    {
      invalidates: [resources.tables],
      errorToast: false,
      successToast: (_, { name }) => `Successfully updated ${name}`,
    },
  );
}

/** Deletes a table, with what depends on it when `cascade` (`DELETE /tables/{id}`). */
export function useDeleteTable() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.relations.tables[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [resources.tables],
      errorToast: false,
      successToast: (_, { name }) => `Successfully deleted table ${name}`,
    },
  );
}

/** Copies a table, with its rows when `with_data` (`POST /tables/{id}/duplicate`). */
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
