import { defineResource } from '@atrium/core/plugin-api';

/** The project's buckets; a bucket write (empty, delete) changes the objects listed in it too. */
export const buckets = defineResource('buckets', { stale: ['objects'] });

/** The objects of a bucket, listed folder by folder. */
export const objects = defineResource('objects');

export const bucketKeys = {
  list: () => buckets.key('list'),
  detail: (id: string) => buckets.key('detail', id),
};
