import { resources, useProjectMutation } from '@atrium/core/plugin-api';
import type { CreatePolicyBody, UpdatePolicyBody } from '../policy/body.js';

/*
 * The plugin's writes to policies; each refetches `policies` only. The editor shows a refused
 * save itself (with where in the expression it is), so its writes have no error toast.
 */

export function useCreatePolicy() {
  return useProjectMutation(
    (body: CreatePolicyBody, pgMeta) => pgMeta.security.policies.$post({ json: body }),
    {
      invalidates: [resources.policies],
      errorToast: false,
      successToast: 'Successfully created new policy',
    },
  );
}

export function useUpdatePolicy() {
  return useProjectMutation(
    ({ id, body }: { id: number; body: UpdatePolicyBody }, pgMeta) =>
      pgMeta.security.policies[':id'].$patch({ param: { id: String(id) }, json: body }),
    {
      invalidates: [resources.policies],
      errorToast: false,
      successToast: 'Successfully updated policy',
    },
  );
}

export function useDeletePolicy() {
  return useProjectMutation(
    (id: number, pgMeta) => pgMeta.security.policies[':id'].$delete({ param: { id: String(id) } }),
    {
      invalidates: [resources.policies],
      errorToast: 'Failed to delete policy',
      successToast: 'Successfully deleted policy!',
    },
  );
}
