import { resources, useProjectMutation } from '@atrium/core/plugin-api';

/**
 * Drops a column (`DELETE /columns/{table_id}.{ordinal}`), with what depends on it when
 * `cascade`. A `columns` write: the table, its rows and the entity lists refetch too. The dialog
 * shows a refusal itself.
 */
export function useDeleteColumn() {
  return useProjectMutation(
    ({ id, cascade }: { id: string; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.columns.columns[':id'].$delete({
        param: { id },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [resources.columns],
      errorToast: false,
      successToast: (_, { name }) => `Successfully removed ${name}`,
    },
  );
}
