import type { Context } from 'hono';
import { findBucket } from '../buckets/sql.js';
import { checkBucketName } from '../object-names.js';
import { callerOf } from '../storage-caller.js';
import { listableDelimiter, listPage, type ListedEntry } from './sql.js';
import type { S3Env } from './s3-auth.js';
import { s3Errors } from './s3-error.js';
import { xmlResponse } from './xml.js';

/** S3's page size, and its largest. */
const MAX_KEYS = 1000;

const tokenOf = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
const keyOfToken = (token: string) => {
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (tokenOf(key) !== token) throw s3Errors.invalidArgument('The continuation token is not valid');
  return key;
};

/**
 * ListObjectsV2 (`list-type=2`): `prefix`, `delimiter` (CommonPrefixes), `max-keys` (at most
 * 1000), `continuation-token` (opaque: the last key of the page before) and `start-after`;
 * `encoding-type=url` encodes the keys as S3 does. Without `list-type=2` it is ListObjects
 * (version 1), paged by `marker`, the same walk.
 */
export async function listObjectsV2(c: Context<S3Env>, bucketId: string): Promise<Response> {
  const id = checkBucketName(bucketId);
  const query = new URL(c.req.url).searchParams;
  const version2 = query.get('list-type') === '2';
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  if (!listableDelimiter(delimiter)) {
    throw s3Errors.invalidArgument('The delimiter may not be U+10FFFF alone');
  }
  const maxKeysText = query.get('max-keys');
  const maxKeys = maxKeysText === null ? MAX_KEYS : Number(maxKeysText);
  if (!Number.isInteger(maxKeys) || maxKeys < 0) {
    throw s3Errors.invalidArgument('max-keys must be a whole number of at least 0');
  }
  const limit = Math.min(maxKeys, MAX_KEYS);
  const continuation = (version2 && query.get('continuation-token')) || undefined;
  const startAfter = (version2 ? query.get('start-after') : query.get('marker')) ?? '';
  const after = continuation === undefined ? startAfter : keyOfToken(continuation);
  const urlEncoded = query.get('encoding-type') === 'url';
  const encode = (text: string) =>
    urlEncoded ? encodeURIComponent(text).replace(/%2F/g, '/') : text;

  const rows = await callerOf(c).run(async (client) => {
    await findBucket(client, id);
    return limit === 0 ? [] : listPage(client, id, { prefix, delimiter, after, limit: limit + 1 });
  });
  const page = rows.slice(0, limit);
  const truncated = rows.length > limit;
  const last = page.at(-1)?.key;
  const paging = version2
    ? {
        MaxKeys: limit,
        KeyCount: page.length,
        IsTruncated: truncated,
        EncodingType: urlEncoded ? 'url' : undefined,
        ContinuationToken: continuation,
        NextContinuationToken: truncated ? tokenOf(last!) : undefined,
        StartAfter: query.has('start-after') ? encode(startAfter) : undefined,
      }
    : {
        Marker: encode(startAfter),
        // S3 names the next marker only with a delimiter; without, a client uses the last key.
        NextMarker: truncated && delimiter !== '' ? encode(last!) : undefined,
        MaxKeys: limit,
        IsTruncated: truncated,
        EncodingType: urlEncoded ? 'url' : undefined,
      };
  return xmlResponse('ListBucketResult', {
    Name: id,
    Prefix: encode(prefix),
    Delimiter: delimiter === '' ? undefined : encode(delimiter),
    ...paging,
    Contents: page.filter((entry) => !entry.is_prefix).map((entry) => contentOf(entry, encode)),
    CommonPrefixes: page
      .filter((entry) => entry.is_prefix)
      .map((entry) => ({ Prefix: encode(entry.key) })),
  });
}

/** A key's `Contents` element, its size, ETag and time from the object's metadata. */
const contentOf = (entry: ListedEntry, encode: (text: string) => string) => ({
  Key: encode(entry.key),
  LastModified: new Date(entry.metadata?.lastModified ?? entry.updated_at ?? 0),
  ETag: entry.metadata?.eTag ?? '',
  Size: Number(entry.metadata?.size ?? 0),
  StorageClass: 'STANDARD',
});
