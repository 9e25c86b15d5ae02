import type { ResponseOf, StorageAdminClient } from '@atrium/core/plugin-api';

/** A bucket as the storage service answers it (`GET /platform/storage/{ref}/buckets`). */
export type Bucket = ResponseOf<StorageAdminClient['storage'][':ref']['buckets']['$get']>[number];
