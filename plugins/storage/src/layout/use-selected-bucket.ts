import { useLocation } from '@atrium/core/plugin-api';

const BUCKET_PATH = /^\/project\/[^/]+\/storage\/buckets\/([^/]+)/;

/** The bucket whose explorer is open (`/project/{ref}/storage/buckets/{bucketId}/...`), if any. */
export function useSelectedBucketId(): string | undefined {
  const [location] = useLocation();
  const match = BUCKET_PATH.exec(location);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
