import { useProjectQuery } from '@atrium/core/plugin-api';
import { buckets } from '../data/keys.js';
import { storageObjectsApi } from '../data/objects-api.js';
import { useBucket } from './use-bucket.js';

/**
 * The largest file the explorer sends to this bucket: the smaller of the bucket's own limit and
 * the project's upload limit (storage settings). Undefined until both are known (or when the
 * member may not read the settings: the server still refuses an oversized file with 413).
 * Cached beside the buckets, which storage settings belong with.
 */
export function useUploadLimit(bucketId: string): number | undefined {
  const bucket = useBucket(bucketId);
  const settings = useProjectQuery(
    buckets.key('project-upload-limit'),
    (_pgMeta, clientOf) => clientOf(storageObjectsApi).settings(),
    { shouldRetryOnError: false },
  );
  const project = settings.data?.fileSizeLimit;
  const own = bucket.data?.fileSizeLimit;
  if (project === undefined) return typeof own === 'number' ? own : undefined;
  return typeof own === 'number' ? Math.min(own, project) : project;
}
