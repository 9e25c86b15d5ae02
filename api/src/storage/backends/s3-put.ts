import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import type { PutOptions } from './object-store.js';
import type { AbandonedUploads } from './abandoned-uploads.js';
import { PartSource } from './part-source.js';

/** S3's smallest part (every part but the last) and most parts of one upload. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;

/** What a put needs of its store. */
export interface S3PutTarget {
  readonly client: Client;
  readonly bucket: string;
  /** The key as stored (with the store's key prefix). */
  readonly objectName: string;
  /** Maps an error of a call to the store to the `ObjectStore` contract's. */
  readonly fail: (error: unknown) => Error;
  readonly abandoned: AbandonedUploads;
  readonly partSize: number;
}

/**
 * Streams `body` to S3: one PUT when it fits in a part, otherwise a multipart upload whose parts
 * are sent one at a time while the next is read (two parts in memory at most). S3 makes either
 * readable only once complete; a multipart upload that fails, whose body errors, or whose signal
 * aborts is aborted. Errors of the store's calls are mapped where they are made, so a body's own
 * error and the signal's reason reach the caller as they are. Resolves once S3 holds the object
 * (the caller still checks the signal: a PUT may have landed after it aborted).
 */
export async function putToS3(
  target: S3PutTarget,
  body: Readable,
  options: PutOptions,
): Promise<void> {
  const { client, bucket, objectName, fail } = target;
  const partSize =
    options.size === undefined
      ? target.partSize
      : Math.max(target.partSize, Math.ceil(options.size / MAX_PARTS));
  const source = new PartSource(body, partSize, options.signal);
  const first = (await source.next()) ?? Buffer.alloc(0);
  const second = first.length === partSize ? await source.next() : undefined;
  if (!second) {
    await client
      .putObject(bucket, objectName, first, first.length, { 'Content-Type': options.contentType })
      .catch((error: unknown) => Promise.reject(fail(error)));
    return;
  }
  await multipartPut(target, source, [first, second], options);
}

async function multipartPut(
  target: S3PutTarget,
  source: PartSource,
  firstParts: readonly Buffer[],
  options: PutOptions,
): Promise<void> {
  const { client, bucket, objectName, fail } = target;
  const uploadId = await client
    .initiateNewMultipartUpload(bucket, objectName, { 'content-type': options.contentType })
    .catch((error: unknown) => Promise.reject(fail(error)));
  const tags: { part: number; etag: string }[] = [];
  const send = (part: number, payload: Buffer) =>
    client
      .uploadPart(
        { bucketName: bucket, objectName, uploadID: uploadId, partNumber: part, headers: {} },
        payload,
      )
      .then(
        ({ etag }) => void tags.push({ part, etag }),
        (error: unknown) => Promise.reject(fail(error)),
      );
  let sending: Promise<void> | undefined;
  try {
    const queued = [...firstParts];
    for (let part = 1; ; part++) {
      const payload = queued.shift() ?? (await source.next(sending));
      if (!payload) break;
      if (sending) await sending;
      if (part > MAX_PARTS) throw new Error(`An upload may have at most ${MAX_PARTS} parts`);
      sending = send(part, payload);
      // Awaited at the next part, after the loop, or in the catch below: never unobserved.
      sending.catch(() => undefined);
    }
    await sending;
    options.signal?.throwIfAborted();
    await client
      .completeMultipartUpload(bucket, objectName, uploadId, tags)
      .catch((error: unknown) => Promise.reject(fail(error)));
  } catch (error) {
    // A part still on its way could land after the abort and keep the upload alive.
    const sendError = await sending?.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await target.abandoned.abort(objectName, uploadId);
    throw options.signal?.aborted ? options.signal.reason : (sendError ?? error);
  }
}
