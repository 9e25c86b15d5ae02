import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { ByteRange, ObjectStore, PutOptions, StoredObject } from './object-store.js';
import { StoredObjectMissing } from './object-store.js';
import { AbandonedUploads } from './abandoned-uploads.js';
import { MIN_PART_SIZE, putToS3 } from './s3-put.js';
import { isMissing, storeError } from './s3-errors.js';
import { endpointName, type S3StoreSettings } from './s3-settings.js';
import { S3_CONNECT_TIMEOUT_MS, timedTransport } from './s3-transport.js';

/**
 * Bodies up to this size go in one PUT; larger ones in parts of it. Two parts are held at once
 * (one sent while the next is read), so this sets the memory a put takes; 10,000 parts of it hold
 * 80 GiB, past the largest upload the storage settings allow (50 GB) when the size is not declared.
 */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

export interface S3StoreTuning {
  /** At least `MIN_PART_SIZE`; tests lower it to reach multipart uploads with small bodies. */
  readonly partSize?: number;
  readonly connectTimeoutMs?: number;
}

/**
 * The `ObjectStore` on any S3-compatible service through the `minio` client: every key under
 * `settings.keyPrefix` in `settings.bucket`. A put is one PUT or a multipart upload, both atomic
 * in S3: nothing is readable at the key until the whole body is stored, and a failed multipart
 * upload is aborted (again later, if the store was unreachable: `AbandonedUploads`).
 */
export function createS3Store(settings: S3StoreSettings, tuning: S3StoreTuning = {}): ObjectStore {
  const endpoint = endpointName(settings.endpoint);
  const secure = settings.endpoint.protocol === 'https:';
  const partSize = Math.max(MIN_PART_SIZE, tuning.partSize ?? DEFAULT_PART_SIZE);
  const client = new Client({
    endPoint: settings.endpoint.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: settings.endpoint.port ? Number(settings.endpoint.port) : undefined,
    useSSL: secure,
    region: settings.region,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    pathStyle: settings.forcePathStyle,
    transport: timedTransport(secure, tuning.connectTimeoutMs ?? S3_CONNECT_TIMEOUT_MS),
    // A retry after a 5xx is the service's to decide; one here doubles a failing upload's time.
    retryOptions: { disableRetry: true },
  });
  const bucket = settings.bucket;
  const stored = (key: string) => `${settings.keyPrefix}${key}`;
  const fail = (error: unknown) => storeError(error, endpoint);
  const abandoned = new AbandonedUploads(async (objectName, uploadId) => {
    try {
      await client.abortMultipartUpload(bucket, objectName, uploadId);
    } catch (error) {
      if ((error as { code?: string }).code !== 'NoSuchUpload') throw error;
    }
  });

  async function head(key: string): Promise<StoredObject | undefined> {
    try {
      const stat = await client.statObject(bucket, stored(key));
      return { size: stat.size, etag: quoted(stat.etag), lastModified: stat.lastModified };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw fail(error);
    }
  }

  async function headWritten(key: string): Promise<StoredObject> {
    const object = await head(key);
    if (!object) throw new Error(`The S3 store at ${endpoint} lost an object as it was written`);
    return object;
  }

  async function remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    let failures: readonly unknown[];
    try {
      failures = await client.removeObjects(bucket, keys.map(stored));
    } catch (error) {
      throw fail(error);
    }
    // Quiet deletes answer only failures (minio hands over each `<Error>`); a key that held
    // nothing is not one in S3.
    const code = failures.map(failureCode).find((found) => found && !isMissing({ code: found }));
    if (code) throw fail({ code });
  }

  return {
    kind: 's3',

    async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
      options.signal?.throwIfAborted();
      const target = { client, bucket, objectName: stored(key), fail, abandoned, partSize };
      await putToS3(target, body, options);
      // Aborted while the last request was on its way: the store has it, the caller gave it up.
      if (options.signal?.aborted) {
        await remove([key]);
        options.signal.throwIfAborted();
      }
      return headWritten(key);
    },

    async get(key: string, asked?: ByteRange) {
      // `bytes=0-` is the whole object: asked without a Range header, S3 answers 200, no range.
      const range = asked && (asked.start > 0 || asked.end !== undefined) ? asked : undefined;
      let response: IncomingMessage;
      try {
        response = (await client.getPartialObject(
          bucket,
          stored(key),
          range?.start ?? 0,
          range && range.end !== undefined ? range.end - range.start + 1 : 0,
        )) as IncomingMessage;
      } catch (error) {
        throw fail(error);
      }
      const headers = response.headers;
      const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headers['content-range'] ?? '');
      const size = Number(answered?.[3] ?? headers['content-length']);
      // A store that ignores or misreads the range would hand over other bytes than asked for.
      if (range && !answersRange(answered, range, size)) {
        response.destroy();
        throw new Error(
          `The S3 store at ${endpoint} answered other bytes than the range asked for`,
        );
      }
      const object: StoredObject = {
        size,
        etag: quoted(headers.etag ?? ''),
        lastModified: new Date(headers['last-modified'] ?? 0),
      };
      return { body: response, object };
    },

    head,

    async copy(from: string, to: string): Promise<StoredObject> {
      try {
        await client.copyObject(bucket, stored(to), `/${bucket}/${stored(from)}`);
      } catch (error) {
        if (isMissing(error))
          throw new StoredObjectMissing('No stored object at the copy’s source');
        throw fail(error);
      }
      return headWritten(to);
    },

    delete: remove,

    async *list(prefix: string): AsyncIterable<string> {
      const items = client.listObjectsV2(bucket, stored(prefix), true);
      try {
        for await (const item of items as AsyncIterable<{ name?: string }>) {
          if (item.name) yield item.name.slice(settings.keyPrefix.length);
        }
      } catch (error) {
        throw fail(error);
      }
    },

    // A multipart put cut by a crash is nothing readable, and S3 never shows its parts under a
    // key; a failed one is aborted by `AbandonedUploads`.
    async removeAbandonedWrites(): Promise<number> {
      return 0;
    },

    async reachable(): Promise<boolean> {
      try {
        return await client.bucketExists(bucket);
      } catch {
        return false;
      }
    },
  };
}

/** Whether `Content-Range` (matched) covers exactly `range` of an object of `size` bytes. */
function answersRange(answered: RegExpExecArray | null, range: ByteRange, size: number): boolean {
  const end = Math.min(range.end ?? size - 1, size - 1);
  return !!answered && Number(answered[1]) === range.start && Number(answered[2]) === end;
}

/** HTTP sends tags quoted; minio hands them over bare. */
const quoted = (etag: string) => (etag.startsWith('"') ? etag : `"${etag}"`);

/** The S3 error code of one failed key of a batched delete. */
const failureCode = (failure: unknown): string | undefined => {
  const entry = failure as { Code?: string; Error?: { Code?: string } } | null | undefined;
  return entry?.Code ?? entry?.Error?.Code;
};
