/**
 * The storage module's audit events, named `storage:{event}` in the audit log: bucket changes
 * (from storage-js, the S3 protocol and the dashboard), the project's storage settings, and the
 * dashboard's object changes (storage-js's and S3's object calls are what applications do all
 * day, and are not audited).
 */
export const STORAGE_AUDIT_EVENTS = [
  'bucket.created',
  'bucket.updated',
  'bucket.emptied',
  'bucket.deleted',
  'settings.updated',
  'object.uploaded',
  'objects.moved',
  'objects.removed',
] as const;
