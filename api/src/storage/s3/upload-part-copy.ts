import type { Context } from 'hono';
import type { ByteRange } from '../backends/object-store.js';
import { objectKey } from '../object-key.js';
import { callerOf } from '../storage-caller.js';
import { partTarget, storePart, type MultipartServices } from './multipart-operations.js';
import { copySourceOf, findObjectIn, type ObjectPath } from './object-operations.js';
import type { S3Env } from './s3-auth.js';
import { s3Errors } from './s3-error.js';
import { xmlResponse } from './xml.js';

/**
 * The range `x-amz-copy-source-range` asks (`bytes=first-last`, both inclusive and within the
 * source, as S3 requires), or the whole object.
 */
function copyRangeOf(header: string | undefined, size: number): ByteRange | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d+)-(\d+)$/.exec(header.trim());
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || start > end || end >= size) {
    throw s3Errors.invalidArgument(
      'The x-amz-copy-source-range value must be of the form bytes=first-last where first and last are the zero-based offsets of the first and last bytes to copy',
    );
  }
  return { start, end };
}

/**
 * UploadPartCopy (`PUT ?partNumber&uploadId` with `x-amz-copy-source`): an existing object's
 * bytes, or the range `x-amz-copy-source-range` names, as the part, read as the caller (the
 * source must be one it may see) and stored as an uploaded part is (`storePart`).
 */
export async function uploadPartCopy(
  c: Context<S3Env>,
  m: MultipartServices,
  path: ObjectPath,
  copySource: string,
): Promise<Response> {
  const target = await partTarget(c, m, path);
  const source = copySourceOf(copySource);
  const row = await findObjectIn(c, source);
  const size = Number(row.metadata?.size ?? 0);
  const range = copyRangeOf(c.req.header('x-amz-copy-source-range'), size);
  const { body } = await m.services.store.get(
    objectKey(callerOf(c).project.ref, row.bucket_id, row.name, row.version),
    range,
  );
  const stored = await storePart(c, m, target, body);
  return xmlResponse('CopyPartResult', { LastModified: stored.lastModified, ETag: stored.etag });
}
