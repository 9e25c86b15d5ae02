import { useProjectQuery } from '@atrium/core/plugin-api';
import { bucketKeys } from './keys.js';
import { storageApi } from './storage-api.js';

/** The project's buckets, as the storage service lists them; the API refuses without storage admin read. */
export function useBuckets() {
  return useProjectQuery(bucketKeys.list(), (_pgMeta, clientOf) =>
    clientOf(storageApi).buckets.list(),
  );
}

/** One bucket (`null` asks for nothing); a bucket that does not exist fails with 404 `NoSuchBucket`. */
export function useBucket(id: string | null) {
  return useProjectQuery(id === null ? null : bucketKeys.detail(id), (_pgMeta, clientOf) =>
    clientOf(storageApi).buckets.get(id!),
  );
}
