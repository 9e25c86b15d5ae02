import {
  resources,
  useProjectMutation,
  type PgMetaClient,
  type RequestOf,
} from '@atrium/core/plugin-api';
import { triggers } from './trigger-keys.js';

type Functions = PgMetaClient['programmability']['functions'];

/*
 * The functions screen's writes, each a `functions` write that refreshes the list, with spec
 * section 8's toasts. A failure also rejects, so the panel or dialog stays open with what was typed.
 */

/**
 * What changing or dropping a function changes: the functions, and the triggers that run them (a
 * drop with cascade drops them; a rename or a move shows in their list). Named here, not in the `stale` of
 * core's `functions`: core cannot name this plugin's resource, which is not there when it is off.
 */
const FUNCTION_WRITE = [resources.functions, triggers];

/** Creates a function (`POST /functions`). */
export function useCreateFunction() {
  return useProjectMutation(
    (json: RequestOf<Functions['$post']>['json'], pgMeta) =>
      pgMeta.programmability.functions.$post({ json }),
    {
      invalidates: [resources.functions],
      errorToast: (error) => `Failed to create database function: ${error.message}`,
      successToast: (fn) => `Successfully created function ${fn.name}`,
    },
  );
}

/** Renames, moves or rewrites a function (`PATCH /functions/{id}`). */
export function useUpdateFunction() {
  return useProjectMutation(
    ({ id, json }: { id: number; json: RequestOf<Functions[':id']['$patch']>['json'] }, pgMeta) =>
      pgMeta.programmability.functions[':id'].$patch({ param: { id: String(id) }, json }),
    {
      invalidates: FUNCTION_WRITE,
      errorToast: (error) => `Failed to update database function: ${error.message}`,
      successToast: (fn) => `Successfully updated function ${fn.name}`,
    },
  );
}

/** Drops a function (`DELETE /functions/{id}`), with what depends on it when `cascade`. */
export function useDeleteFunction() {
  return useProjectMutation(
    ({ id, cascade }: { id: number; name: string; cascade: boolean }, pgMeta) =>
      pgMeta.programmability.functions[':id'].$delete({
        param: { id: String(id) },
        query: { cascade: String(cascade) as 'true' | 'false' },
      }),
    {
      invalidates: FUNCTION_WRITE,
      errorToast: (error) => `Failed to delete database function: ${error.message}`,
      successToast: (_, { name }) => `Successfully removed ${name}`,
    },
  );
}
