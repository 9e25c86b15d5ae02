import { resources, useProjectMutation } from '@atrium/core/plugin-api';
import { columnPrivileges, indexes } from './admin-resources.js';
import { triggers } from './trigger-keys.js';

/**
 * Drops a column (`DELETE /columns/{table_id}.{ordinal}`), with what depends on it when
 * `cascade`. A `columns` write: the table, its rows and the entity lists refetch too, and so do
 * the indexes, grants and triggers the column takes with it. The dialog shows a refusal itself.
 */
export function useDeleteColumn() {
  return useProjectMutation(
    ({ id, cascade }: { id: string; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.columns.columns[':id'].$delete({
        param: { id },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [resources.columns, indexes, columnPrivileges, triggers],
      errorToast: false,
      successToast: (_, { name }) => `Successfully removed ${name}`,
    },
  );
}
