import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { Context } from 'hono';
import type { StoredObject } from '../backends/object-store.js';
import { findBucket } from '../buckets/sql.js';
import { putObject } from '../objects/put-object.js';
import { findObject } from '../objects/sql.js';
import type { StorageServices } from '../storage-services.js';
import { callerOf } from '../storage-caller.js';
import { removeUpload } from '../s3-multipart/remove-upload.js';
import {
  findUpload,
  insertUpload,
  listParts,
  moveUpload,
  partKey,
  recordPart,
  type MultipartDatabase,
  type MultipartPart,
  type MultipartUpload,
} from '../s3-multipart/store.js';
import { requestBody, xmlBodyOf, type ObjectPath } from './object-operations.js';
import { objectBytesOf } from './payload.js';
import { signatureOf, type S3Env } from './s3-auth.js';
import { s3Errors } from './s3-error.js';
import { elementsOf, textOf, XmlSyntaxError, xmlResponse } from './xml.js';

type S3Context = Context<S3Env>;

/** S3's smallest part but the last, and its most parts. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;

/** What the multipart operations work with: the storage service and the module's own schema. */
export interface MultipartServices {
  readonly services: StorageServices;
  readonly db: MultipartDatabase;
}

const unquoted = (etag: string) => etag.replace(/^"|"$/g, '');

/** The caller's upload `?uploadId` names for this bucket and key, or `NoSuchUpload`. */
async function uploadOf(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<MultipartUpload> {
  const id = new URL(c.req.url).searchParams.get('uploadId') ?? '';
  const upload = await findUpload(m.db, {
    ref: callerOf(c).project.ref,
    id,
    bucketId: path.bucketId,
    name: path.name,
  });
  if (!upload) throw s3Errors.noSuchUpload();
  return upload;
}

/** CreateMultipartUpload (`POST ?uploads`): an upload of the key in an existing bucket. */
export async function createMultipartUpload(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<Response> {
  const caller = callerOf(c);
  await caller.run((client) => findBucket(client, path.bucketId));
  const headers = c.req.raw.headers;
  const metadata = [...headers.entries()].filter(([name]) => name.startsWith('x-amz-meta-'));
  const id = randomUUID();
  await insertUpload(m.db, {
    id,
    project_ref: caller.project.ref,
    bucket_id: path.bucketId,
    name: path.name,
    mime_type: headers.get('content-type') ?? 'application/octet-stream',
    cache_control: headers.get('cache-control') ?? 'no-cache',
    user_metadata:
      metadata.length === 0
        ? null
        : Object.fromEntries(metadata.map(([name, value]) => [name.slice(11), value])),
  });
  return xmlResponse('InitiateMultipartUploadResult', {
    Bucket: path.bucketId,
    Key: path.name,
    UploadId: id,
  });
}

/** Passes bytes on until there are more than `limit`, then fails with S3's `EntityTooLarge`. */
function atMost(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(
        seen > limit ? s3Errors.invalidArgument('The part is larger than the upload limit') : null,
        chunk,
      );
    },
  });
}

/** The open upload and part number `?uploadId&partNumber` name, or S3's refusal. */
export async function partTarget(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<{ upload: MultipartUpload; partNumber: number }> {
  const upload = await uploadOf(c, m, path);
  const partNumber = Number(new URL(c.req.url).searchParams.get('partNumber'));
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw s3Errors.invalidArgument(
      `Part number must be an integer between 1 and ${MAX_PART_NUMBER}`,
    );
  }
  if (upload.state !== 'open') throw s3Errors.noSuchUpload();
  return { upload, partNumber };
}

/**
 * Streams a part's bytes to a key of its own under the project's prefix, then records it; a part
 * sent again replaces the earlier one, whose bytes go. A part no larger than the project's
 * upload limit (the object could not be larger). Answers what the store holds.
 */
export async function storePart(
  c: S3Context,
  m: MultipartServices,
  target: { upload: MultipartUpload; partNumber: number },
  bytes: Readable,
): Promise<StoredObject> {
  const { upload, partNumber } = target;
  const { project } = callerOf(c);
  const version = randomUUID();
  const key = partKey(project.ref, upload.id, partNumber, version);
  const limited = atMost(await m.services.uploadLimit(project));
  bytes.on('error', (error) => limited.destroy(error));
  try {
    const stored = await m.services.store.put(key, bytes.pipe(limited), {
      contentType: 'application/octet-stream',
      signal: c.req.raw.signal,
    });
    const replaced = await recordPart(m.db, upload.id, {
      partNumber,
      version,
      size: stored.size,
      etag: stored.etag,
    });
    if (replaced === undefined) throw s3Errors.noSuchUpload();
    if (replaced !== null) {
      await m.services.store.delete([partKey(project.ref, upload.id, partNumber, replaced)]);
    }
    return stored;
  } catch (error) {
    await m.services.store.delete([key]).catch(() => undefined);
    throw error;
  }
}

/** UploadPart (`PUT ?partNumber&uploadId`): the request's body as the part (`storePart`). */
export async function uploadPart(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<Response> {
  const target = await partTarget(c, m, path);
  const stored = await storePart(c, m, target, objectBytesOf(requestBody(c), signatureOf(c)));
  return new Response(null, { status: 200, headers: { etag: stored.etag } });
}

/** The parts `<CompleteMultipartUpload>` names, in its order: numbers and ETags. */
async function requestedParts(c: S3Context): Promise<{ number: number; etag: string }[]> {
  try {
    const body = await xmlBodyOf(c);
    return elementsOf(body, 'Part').map((part) => {
      const number = Number(textOf(part, 'PartNumber'));
      const etag = textOf(part, 'ETag');
      if (!Number.isInteger(number) || etag === undefined) throw new XmlSyntaxError();
      return { number, etag: unquoted(etag) };
    });
  } catch (error) {
    throw error instanceof XmlSyntaxError ? s3Errors.malformedXml() : error;
  }
}

/** The stored parts the request names, checked as S3 checks them (order, ETags, sizes). */
function chosenParts(
  requested: { number: number; etag: string }[],
  stored: MultipartPart[],
): MultipartPart[] {
  if (requested.length === 0) throw s3Errors.malformedXml();
  const ascending = requested.every(
    (wanted, index) => index === 0 || wanted.number > requested[index - 1]!.number,
  );
  if (!ascending) throw s3Errors.invalidPartOrder();
  const byNumber = new Map(stored.map((part) => [part.part_number, part]));
  return requested.map((wanted, index) => {
    const part = byNumber.get(wanted.number);
    if (!part || unquoted(part.etag) !== wanted.etag) {
      throw s3Errors.invalidPart(
        `Part ${wanted.number} was not uploaded, or its ETag is not the one given.`,
      );
    }
    if (index < requested.length - 1 && Number(part.size) < MIN_PART_SIZE) {
      throw s3Errors.entityTooSmall();
    }
    return part;
  });
}

/**
 * CompleteMultipartUpload (`POST ?uploadId`): the named parts, in order, streamed one after the
 * other through the storage service's one upload path (`putObject`: limits, policies, never
 * half-written, an object of that name replaced once the new one is whole); then the parts go.
 * The upload is `completing` meanwhile, so no part, abort or second completion takes it; a
 * completion that fails leaves it open to try again.
 */
export async function completeMultipartUpload(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<Response> {
  const upload = await uploadOf(c, m, path);
  const requested = await requestedParts(c);
  if (!(await moveUpload(m.db, upload.id, ['open'], 'completing'))) throw s3Errors.noSuchUpload();
  const caller = callerOf(c);
  const ref = caller.project.ref;
  try {
    const parts = chosenParts(requested, await listParts(m.db, upload.id));
    const store = m.services.store;
    const joined = Readable.from(
      (async function* () {
        for (const part of parts) {
          const { body } = await store.get(partKey(ref, upload.id, part.part_number, part.version));
          yield* body;
        }
      })(),
    );
    await putObject(m.services, caller, path.bucketId, path.name, joined, {
      mimeType: upload.mime_type,
      cacheControl: upload.cache_control,
      userMetadata: upload.user_metadata,
      declaredSize: parts.reduce((sum, part) => sum + Number(part.size), 0),
      mode: 'upsert',
      signal: c.req.raw.signal,
    });
  } catch (error) {
    await moveUpload(m.db, upload.id, ['completing'], 'open').catch(() => undefined);
    throw error;
  }
  await moveUpload(m.db, upload.id, ['completing'], 'aborting');
  await removeUpload(m.db, m.services.store, upload).catch((error: unknown) => {
    m.services.log.warn(
      { err: error, upload: upload.id },
      's3: parts of a completed upload left for the job',
    );
  });
  const row = await caller.run((client) => findObject(client, path.bucketId, path.name));
  return xmlResponse('CompleteMultipartUploadResult', {
    Location: `${new URL(c.req.url).origin}/storage/v1/s3/${path.bucketId}/${path.name}`,
    Bucket: path.bucketId,
    Key: path.name,
    ETag: row.metadata?.eTag ?? '',
  });
}

/** AbortMultipartUpload (`DELETE ?uploadId`): the parts' bytes and rows removed, 204. */
export async function abortMultipartUpload(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<Response> {
  const upload = await uploadOf(c, m, path);
  if (!(await moveUpload(m.db, upload.id, ['open', 'aborting'], 'aborting'))) {
    throw s3Errors.noSuchUpload();
  }
  await removeUpload(m.db, m.services.store, upload);
  return new Response(null, { status: 204 });
}

/** ListParts (`GET ?uploadId`): `max-parts` (at most 1,000) after `part-number-marker`. */
export async function listPartsOperation(
  c: S3Context,
  m: MultipartServices,
  path: ObjectPath,
): Promise<Response> {
  const upload = await uploadOf(c, m, path);
  const query = new URL(c.req.url).searchParams;
  const marker = Number(query.get('part-number-marker') ?? 0);
  const maxParts = Number(query.get('max-parts') ?? 1000);
  if (!Number.isInteger(marker) || marker < 0 || !Number.isInteger(maxParts) || maxParts < 0) {
    throw s3Errors.invalidArgument('part-number-marker and max-parts must be whole numbers');
  }
  const limit = Math.min(maxParts, 1000);
  const rows = await listParts(m.db, upload.id, { after: marker, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const truncated = rows.length > limit;
  // The marker to go on from: the page's last part, or where it began for an empty page.
  const next = page.at(-1)?.part_number ?? marker;
  return xmlResponse('ListPartsResult', {
    Bucket: path.bucketId,
    Key: path.name,
    UploadId: upload.id,
    PartNumberMarker: marker,
    NextPartNumberMarker: truncated ? next : undefined,
    MaxParts: limit,
    IsTruncated: truncated,
    StorageClass: 'STANDARD',
    Part: page.map((part) => ({
      PartNumber: part.part_number,
      LastModified: part.uploaded_at,
      ETag: part.etag,
      Size: Number(part.size),
    })),
  });
}
