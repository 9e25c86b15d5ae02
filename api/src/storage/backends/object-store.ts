import type { Readable } from 'node:stream';

/**
 * Where a storage object's bytes live: the local file system under the state folder (the
 * default) or an S3-compatible store (`ATRIUM_STORAGE_BACKEND=s3`). The storage service keeps
 * metadata in each project's `storage.objects`; a store keeps only bytes, under keys the service
 * makes (`{project ref}/{bucket id}/{object name}/{version}`), so each project has its own prefix.
 *
 * Every method throws `ObjectStoreUnavailable` when the store cannot be reached (the service
 * answers 503 and changes no metadata), and `StoredObjectMissing` for a key that holds nothing.
 */
export interface ObjectStore {
  /** Which backend this is, for `/health`, the storage settings and the logs. */
  readonly kind: 'file' | 's3';
  /**
   * Streams `body` to `key` and resolves once every byte is durable. Never buffers the whole
   * body. On any failure, an abort through `signal`, or a body that errors, it rejects and
   * leaves nothing readable at `key`: a reader sees the whole object or none.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** Streams the object's bytes, or the inclusive `range` of them. */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; object: StoredObject }>;
  /** The object's size and tag, or undefined when `key` holds nothing. */
  head(key: string): Promise<StoredObject | undefined>;
  /** Copies bytes inside the store without passing them through the API where it can. */
  copy(from: string, to: string): Promise<StoredObject>;
  /** Removes the keys; keys that hold nothing are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under `prefix`, for repairs (orphaned bytes after a crash). */
  list(prefix: string): AsyncIterable<string>;
  /**
   * Removes what puts cut mid-write by a crash left behind and that was last written before
   * `before` (the file store's temporary files); answers how many were removed.
   */
  removeAbandonedWrites(before: Date): Promise<number>;
  /** Whether the store answers now (asked by `/health` and before uploads). */
  reachable(): Promise<boolean>;
}

export interface PutOptions {
  readonly contentType: string;
  /** The size when the client declared it, so a store can refuse early or stream in parts. */
  readonly size?: number;
  readonly signal?: AbortSignal;
}

/** Bytes `start` to `end`, both inclusive, as HTTP ranges count them; no `end` means to the last. */
export interface ByteRange {
  readonly start: number;
  readonly end?: number;
}

export interface StoredObject {
  readonly size: number;
  /** A strong tag of the bytes (an MD5 hex digest for a single put), quoted as HTTP sends it. */
  readonly etag: string;
  readonly lastModified: Date;
}

/** The store did not answer (refused, timed out, DNS): the request is answered 503. */
export class ObjectStoreUnavailable extends Error {
  override readonly name = 'ObjectStoreUnavailable';
}

/** The key holds no bytes. */
export class StoredObjectMissing extends Error {
  override readonly name = 'StoredObjectMissing';
}
