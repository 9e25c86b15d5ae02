import { storageErrors } from './storage-error.js';

/** The project's upload limit when none is set: 50 MB, as the hosted free plan's. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
/** The most a project's upload limit may be: 50 GB (spec section 9). */
export const MAX_UPLOAD_LIMIT_BYTES = 53_687_091_200;

/** A bucket's limits, as its row keeps them. */
export interface BucketLimits {
  readonly fileSizeLimit: number | null;
  readonly allowedMimeTypes: readonly string[] | null;
}

/** The most bytes an upload to the bucket may have: the smaller of the bucket's and the project's. */
export const uploadLimitOf = (bucket: BucketLimits, projectLimit: number) =>
  bucket.fileSizeLimit === null ? projectLimit : Math.min(bucket.fileSizeLimit, projectLimit);

/**
 * Refuses (415) a content type the bucket does not allow, as storage-api matches them: `type/sub`
 * exactly, or `type/*`; a bucket with no list allows any.
 */
export function checkMimeType(mimeType: string, bucket: BucketLimits): void {
  const allowed = bucket.allowedMimeTypes;
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split(';')[0]!.trim().toLowerCase().split('/');
  if (!type || !subtype) throw storageErrors.invalidMimeType(mimeType);
  const matches = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!matches) throw storageErrors.invalidMimeType(mimeType);
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
};

/**
 * A `file_size_limit` as storage-js sends it: bytes as a number, or a string such as `"1MB"` or
 * `"500"`; null for none. Refuses anything else (400).
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = value.trim().match(/^(\d+)\s*(b|kb|mb|gb)?$/i);
    if (match) return Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!;
  }
  throw storageErrors.invalidRequest(
    'file_size_limit must be a number of bytes or a size like 1MB',
  );
}

/** `allowed_mime_types` as sent: a list of `type/sub` strings, or null for any. */
export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === 'string' && /^[\w.+-]+\/([\w.+-]+|\*)$/.test(entry))
  ) {
    return value.length === 0 ? null : (value as string[]);
  }
  throw storageErrors.invalidRequest('allowed_mime_types must be a list like ["image/*"]');
}
