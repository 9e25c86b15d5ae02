import { z } from 'zod';
import type { StorageBackend } from './storage-backend.js';

/** Whatever region the store is in; S3-compatible services that have none accept this one. */
export const DEFAULT_S3_REGION = 'us-east-1';

/** The settings an S3 backend cannot start without. */
const REQUIRED_FOR_S3 = [
  'ATRIUM_STORAGE_S3_ENDPOINT',
  'ATRIUM_STORAGE_S3_BUCKET',
  'ATRIUM_STORAGE_S3_ACCESS_KEY',
  'ATRIUM_STORAGE_S3_SECRET_KEY',
] as const;

const storageEnvSchema = z.object({
  ATRIUM_STORAGE_BACKEND: z.enum(['file', 's3'], { error: 'must be file or s3' }).default('file'),
  ATRIUM_STORAGE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((url) => ['', '/'].includes(new URL(url).pathname) && !new URL(url).search, {
      error: 'must be only a scheme, host and port (the bucket is ATRIUM_STORAGE_S3_BUCKET)',
    })
    .optional(),
  ATRIUM_STORAGE_S3_REGION: z.string().min(1).default(DEFAULT_S3_REGION),
  // S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
  ATRIUM_STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid S3 bucket name' })
    .optional(),
  ATRIUM_STORAGE_S3_KEY_PREFIX: z
    .string()
    .refine((prefix) => !prefix.split('/').some((part) => part === '..' || part === '.'), {
      error: 'must not hold . or .. segments',
    })
    .default(''),
  ATRIUM_STORAGE_S3_ACCESS_KEY: z.string().min(1).optional(),
  ATRIUM_STORAGE_S3_SECRET_KEY: z.string().min(1).optional(),
  ATRIUM_STORAGE_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

/**
 * The byte store the environment asks for. `s3` without its endpoint, bucket or keys fails
 * start-up with a message naming each missing variable; messages never hold a value, the keys
 * least of all.
 */
export function readStorageBackend(env: Record<string, string | undefined>): StorageBackend {
  const parsed = storageEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.ATRIUM_STORAGE_BACKEND === 'file') return { kind: 'file' };
  const missing = REQUIRED_FOR_S3.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: ATRIUM_STORAGE_BACKEND=s3 needs ${missing.join(', ')}`);
  }
  const prefix = e.ATRIUM_STORAGE_S3_KEY_PREFIX.replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    s3: {
      endpoint: new URL(e.ATRIUM_STORAGE_S3_ENDPOINT!),
      region: e.ATRIUM_STORAGE_S3_REGION,
      bucket: e.ATRIUM_STORAGE_S3_BUCKET!,
      keyPrefix: prefix ? `${prefix}/` : '',
      accessKey: e.ATRIUM_STORAGE_S3_ACCESS_KEY!,
      secretKey: e.ATRIUM_STORAGE_S3_SECRET_KEY!,
      forcePathStyle: e.ATRIUM_STORAGE_S3_FORCE_PATH_STYLE,
    },
  };
}
