import { readJson, resources, useProjectMutation } from '@atrium/core/plugin-api';
import { policyBucket } from '../policies/policy-bucket.js';
import { buckets } from './keys.js';
import { storageApi, type BucketChange, type NewBucket } from './storage-api.js';

/*
 * The plugin's bucket writes, each toasting in the spec's words (section 8) and refetching the
 * buckets, and with them the objects listed (`buckets` makes `objects` stale).
 */

export function useCreateBucket() {
  return useProjectMutation(
    (bucket: NewBucket, _pgMeta, clientOf) => clientOf(storageApi).buckets.create(bucket),
    {
      invalidates: [buckets],
      errorToast: 'Failed to create bucket',
      successToast: (_, bucket) => `Successfully created bucket ${bucket.id}`,
    },
  );
}

export function useUpdateBucket() {
  return useProjectMutation(
    ({ id, change }: { id: string; change: BucketChange }, _pgMeta, clientOf) =>
      clientOf(storageApi).buckets.update(id, change),
    {
      invalidates: [buckets],
      errorToast: 'Failed to update bucket',
      successToast: (_, { id }) => `Successfully updated bucket "${id}"`,
    },
  );
}

export function useEmptyBucket() {
  return useProjectMutation(
    (id: string, _pgMeta, clientOf) => clientOf(storageApi).buckets.empty(id),
    {
      invalidates: [buckets],
      errorToast: 'Failed to empty bucket',
      successToast: (_, id) => `Successfully emptied bucket ${id}`,
    },
  );
}

/** What deleting a bucket left behind: its object policies, when removing them failed. */
export interface BucketDeletion {
  readonly policiesLeft: boolean;
}

/**
 * Spec 4: empties the bucket, deletes it, then deletes the policies on `storage.objects` that
 * name it. The bucket is gone once the second step succeeds, so a failure in the third is
 * reported (`policiesLeft`) rather than thrown.
 */
export function useDeleteBucket() {
  return useProjectMutation(
    async (id: string, pgMeta, clientOf): Promise<BucketDeletion> => {
      const api = clientOf(storageApi).buckets;
      await readJson(await api.empty(id));
      await readJson(await api.remove(id));
      try {
        const policies = await readJson(
          await pgMeta.security.policies.$get({ query: { included_schemas: 'storage' } }),
        );
        for (const policy of policies) {
          if (policy.table !== 'objects' || policyBucket(policy) !== id) continue;
          await readJson(
            await pgMeta.security.policies[':id'].$delete({ param: { id: String(policy.id) } }),
          );
        }
        return { policiesLeft: false };
      } catch {
        return { policiesLeft: true };
      }
    },
    {
      invalidates: [buckets, resources.policies],
      errorToast: 'Failed to delete bucket',
      successToast: (_, id) => `Successfully deleted bucket ${id}`,
    },
  );
}
