import { defineResource } from '@atrium/core/plugin-api';

/** The project's buckets; a bucket write (empty, delete) changes the objects listed in it too. */
export const buckets = defineResource('buckets', { stale: ['objects'] });

/** The objects of a bucket, listed folder by folder. */
export const objects = defineResource('objects');

/** The project's storage settings (the upload limit). */
export const storageConfig = defineResource('storage-config');

/** The project's S3 access keys. */
export const s3Credentials = defineResource('s3-credentials');

export const bucketKeys = {
  list: () => buckets.key('list'),
  detail: (id: string) => buckets.key('detail', id),
};

export const storageConfigKeys = { detail: () => storageConfig.key('detail') };

export const s3CredentialKeys = { list: () => s3Credentials.key('list') };
