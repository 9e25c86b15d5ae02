import {
  resources,
  useProjectMutation,
  type PgMetaClient,
  type RequestOf,
} from '@atrium/core/plugin-api';

type Types = PgMetaClient['security']['types'];

/** What `PATCH /types/{id}` takes: a new name, description, value renames and additions. */
export type TypeChange = RequestOf<Types[':id']['$patch']>['json'];

/*
 * The enumerated types screen's writes, each a `types` write that refreshes the list (and the
 * columns that use a type), with spec section 8's toasts. A failure also rejects, so the panel or
 * dialog stays open with what was typed.
 */

/** Creates an enumerated type (`POST /types`). */
export function useCreateEnumType() {
  return useProjectMutation(
    (json: RequestOf<Types['$post']>['json'], pgMeta) => pgMeta.security.types.$post({ json }),
    {
      invalidates: [resources.types],
      errorToast: (error) => `Failed to create enumerated type: ${error.message}`,
      successToast: (type) => `Successfully created type "${type.name}"`,
    },
  );
}

/** Renames a type or its values, adds values, or changes its description (`PATCH /types/{id}`). */
export function useUpdateEnumType() {
  return useProjectMutation(
    ({ id, json }: { id: number; json: TypeChange }, pgMeta) =>
      pgMeta.security.types[':id'].$patch({ param: { id: String(id) }, json }),
    {
      invalidates: [resources.types],
      errorToast: (error) => `Failed to add value to enumerated type: ${error.message}`,
      successToast: () => 'Successfully updated type',
    },
  );
}

/** Drops a type (`DELETE /types/{id}`); spec section 8 words a failure as a failed create. */
export function useDeleteEnumType() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.security.types[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: [resources.types],
      errorToast: (error) => `Failed to create enumerated type: ${error.message}`,
      successToast: (_, { name }) => `Successfully deleted "${name}"`,
    },
  );
}
