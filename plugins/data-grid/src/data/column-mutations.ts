import {
  resources,
  useProjectMutation,
  type PgMetaClient,
  type RequestOf,
} from '@atrium/core/plugin-api';

type Columns = PgMetaClient['columns']['columns'];

/*
 * The column panel's writes, and the grid header's delete. Each invalidates `columns` (and what it
 * makes stale: the table's detail, its rows, the entity lists). The panel's form shows a refusal,
 * so its writes have no error toast.
 */

/** Adds a column (`POST /columns`). */
export function useAddColumn() {
  return useProjectMutation(
    (json: RequestOf<Columns['$post']>['json'], pgMeta) => pgMeta.columns.columns.$post({ json }),
    {
      invalidates: [resources.columns],
      errorToast: false,
      successToast: (_, column) => `Successfully created column "${column.name}"`,
    },
  );
}

/** Saves what changed of a column (`PATCH /columns/{id}`); `name` is its name after the save. */
export function useUpdateColumn() {
  return useProjectMutation(
    (
      {
        id,
        changes,
      }: { id: string; name: string; changes: RequestOf<Columns[':id']['$patch']>['json'] },
      pgMeta,
    ) => pgMeta.columns.columns[':id'].$patch({ param: { id }, json: changes }),
    {
      invalidates: [resources.columns],
      errorToast: false,
      successToast: (_, { name }) => `Successfully updated column "${name}"`,
    },
  );
}

/** Drops a column (`DELETE /columns/{id}`) from the grid's header menu, which has no form. */
export function useDeleteColumn() {
  return useProjectMutation(
    ({ id }: { id: string; name: string }, pgMeta) =>
      pgMeta.columns.columns[':id'].$delete({ param: { id }, query: {} }),
    {
      invalidates: [resources.columns],
      errorToast: 'Failed to delete column',
      successToast: (_, { name }) => `Successfully deleted column "${name}"`,
    },
  );
}
