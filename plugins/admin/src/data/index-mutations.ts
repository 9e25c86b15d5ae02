import { useProjectMutation, type PgMetaClient, type RequestOf } from '@atrium/core/plugin-api';
import { indexes } from './admin-resources.js';

type Indexes = PgMetaClient['columns']['indexes'];

/*
 * The indexes screen's writes, each refreshing the list. A failure also rejects, so the panel or
 * dialog stays open with what was chosen.
 */

/** Builds an index concurrently (`POST /indexes`). */
export function useCreateIndex() {
  return useProjectMutation(
    (json: RequestOf<Indexes['$post']>['json'], pgMeta) => pgMeta.columns.indexes.$post({ json }),
    {
      invalidates: [indexes],
      errorToast: (error) => `Failed to create index: ${error.message}`,
      successToast: (index) => `Successfully created index "${index.name}"`,
    },
  );
}

/** Drops an index (`DELETE /indexes/{id}`), with what depends on it when `cascade`. */
export function useDeleteIndex() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.columns.indexes[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [indexes],
      errorToast: (error) => `Failed to delete index: ${error.message}`,
      successToast: (_, { name }) => `Successfully deleted "${name}"`,
    },
  );
}
