import type { Bucket } from '../data/bucket.js';
import type { NewBucket } from '../data/storage-api.js';
import { fromBytes, toBytes, type SizeUnit } from '../limits/size-units.js';

/** The create and edit bucket form's fields, as typed (spec 2.7, 5). */
export interface BucketForm {
  readonly name: string;
  readonly isPublic: boolean;
  readonly limitFileSize: boolean;
  /** The limit as typed: digits only. */
  readonly fileSizeLimit: string;
  readonly unit: SizeUnit;
  /** Comma-separated, such as `image/*, application/pdf`; blank allows any type. */
  readonly allowedMimeTypes: string;
}

export const emptyBucketForm: BucketForm = {
  name: '',
  isPublic: false,
  limitFileSize: false,
  fileSizeLimit: '0',
  unit: 'MB',
  allowedMimeTypes: '',
};

/** The form filled from a stored bucket, for editing it. */
export function bucketFormOf(bucket: Bucket): BucketForm {
  const limit = bucket.file_size_limit === null ? null : fromBytes(bucket.file_size_limit);
  return {
    name: bucket.name,
    isPublic: bucket.public,
    limitFileSize: limit !== null,
    fileSizeLimit: limit === null ? '0' : String(limit.value),
    unit: limit?.unit ?? 'MB',
    allowedMimeTypes: (bucket.allowed_mime_types ?? []).join(', '),
  };
}

/** Spec 5: the name's errors, in the spec's words. Lowercase is a hint, not a rule. */
export function bucketNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Please provide a name for your bucket';
  if (/\s$/.test(name)) return 'The name of the bucket cannot end with a whitespace';
  if (name === 'public') return '"public" is a reserved name. Please choose another name';
  return undefined;
}

/** Spec 5: digits only, at least 0. */
export function fileSizeLimitProblem(typed: string): string | undefined {
  return /^\d+$/.test(typed) ? undefined : 'File size upload limit has to be at least 0';
}

/** The form's first error, or none when it can be sent. */
export function bucketFormProblem(form: BucketForm): string | undefined {
  return (
    bucketNameProblem(form.name) ??
    (form.limitFileSize ? fileSizeLimitProblem(form.fileSizeLimit) : undefined)
  );
}

/** The limit in bytes, or null when the limit is off (any size, up to the project's limit). */
export function fileSizeLimitBytes(form: BucketForm): number | null {
  return form.limitFileSize
    ? toBytes({ value: Number(form.fileSizeLimit), unit: form.unit })
    : null;
}

/** Comma-separated, trimmed, blanks dropped; none at all means any type (null). */
export function allowedMimeTypesOf(typed: string): string[] | null {
  const types = typed
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  return types.length === 0 ? null : types;
}

/** What the create route is sent for a valid form. */
export const newBucketOf = (form: BucketForm): NewBucket => ({
  id: form.name,
  public: form.isPublic,
  file_size_limit: fileSizeLimitBytes(form),
  allowed_mime_types: allowedMimeTypesOf(form.allowedMimeTypes),
});
