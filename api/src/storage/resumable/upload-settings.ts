/** How long an unfinished resumable upload is kept when the module's config says nothing: 24 h. */
export const DEFAULT_RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The setting in `atrium.config.json`: `"modules": { "storage": { "resumableUploadExpiryMs": … } }`. */
export const RESUMABLE_UPLOAD_EXPIRY_SETTING = 'resumableUploadExpiryMs';

/**
 * How long an unfinished resumable upload is kept from its creation, in milliseconds, read from
 * the storage module's own config; a value that is not a positive whole number is refused, so a
 * typo cannot turn expiry off.
 */
export function resumableUploadExpiryMs(config: Readonly<Record<string, unknown>>): number {
  const value = config[RESUMABLE_UPLOAD_EXPIRY_SETTING];
  if (value === undefined) return DEFAULT_RESUMABLE_UPLOAD_EXPIRY_MS;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new Error(
    `modules.storage.${RESUMABLE_UPLOAD_EXPIRY_SETTING} must be a positive whole number of milliseconds`,
  );
}
