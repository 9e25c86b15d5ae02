import { readJson, resources, useProjectMutation } from '@atrium/core/plugin-api';
import type { StoragePolicyBody } from '../policies/policy-form.js';

/*
 * The storage policies page's writes, through the metadata API's policy routes, each refetching
 * the policies. The modal says a refused save itself (spec 4: back to the editor), so its writes
 * have no error toast; delete toasts in the spec's words.
 */

/** Saves a new storage policy: one policy per allowed operation, in order. */
export function useCreateStoragePolicies() {
  return useProjectMutation(
    async (bodies: readonly StoragePolicyBody[], pgMeta) => {
      for (const body of bodies)
        await readJson(await pgMeta.security.policies.$post({ json: body }));
    },
    {
      invalidates: [resources.policies],
      errorToast: false,
      successToast: 'Successfully saved policy!',
    },
  );
}

/** What an edit of a saved storage policy may change: ALTER POLICY keeps its command. */
export interface StoragePolicyChange {
  readonly name: string;
  readonly roles: string[];
  readonly definition?: string;
  readonly check?: string;
}

export function useUpdateStoragePolicy() {
  return useProjectMutation(
    ({ id, change }: { id: number; change: StoragePolicyChange }, pgMeta) =>
      pgMeta.security.policies[':id'].$patch({ param: { id: String(id) }, json: change }),
    {
      invalidates: [resources.policies],
      errorToast: false,
      successToast: 'Successfully saved policy!',
    },
  );
}

export function useDeleteStoragePolicy() {
  return useProjectMutation(
    (id: number, pgMeta) => pgMeta.security.policies[':id'].$delete({ param: { id: String(id) } }),
    {
      invalidates: [resources.policies],
      errorToast: 'Failed to delete database policy',
      successToast: 'Successfully deleted policy!',
    },
  );
}
