import type { S3StoreSettings } from './s3-settings.js';

/**
 * Which byte store the deployment uses (`ATRIUM_STORAGE_BACKEND`): the file system under the
 * state folder, nothing to set up, or an S3-compatible service with its settings.
 */
export type StorageBackend =
  { readonly kind: 'file' } | { readonly kind: 's3'; readonly s3: S3StoreSettings };
