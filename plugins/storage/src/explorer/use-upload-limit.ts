import { useBucket } from '../data/buckets-queries.js';
import { useStorageConfig } from '../data/storage-config-queries.js';

/**
 * The largest file the explorer sends to this bucket: the smaller of the bucket's own limit and
 * the project's upload limit (storage settings). Undefined until both are known (or when the
 * member may not read the settings: the server still refuses an oversized file with 413).
 */
export function useUploadLimit(bucketId: string): number | undefined {
  const bucket = useBucket(bucketId);
  const settings = useStorageConfig();
  const project = settings.data?.fileSizeLimit;
  const own = bucket.data?.file_size_limit;
  if (project === undefined) return typeof own === 'number' ? own : undefined;
  return typeof own === 'number' ? Math.min(own, project) : project;
}
