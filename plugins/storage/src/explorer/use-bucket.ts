import { readJson, useProjectQuery } from '@atrium/core/plugin-api';
import { buckets } from '../data/keys.js';
import { storageObjectsApi } from '../data/objects-api.js';
import { bucketFacts } from './model/bucket-facts.js';

/** The explorer's bucket (public, limit), as `GET /platform/storage/{ref}/buckets/{id}` answers. */
export function useBucket(bucketId: string) {
  return useProjectQuery(buckets.key('detail', bucketId), async (_pgMeta, clientOf) =>
    bucketFacts(await readJson(await clientOf(storageObjectsApi).bucket(bucketId))),
  );
}
