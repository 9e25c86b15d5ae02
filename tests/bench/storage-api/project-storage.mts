// The storage API of an API process, as a project's application calls it: the project's
// service_role key, a bucket, and a file's upload and download through /storage/v1.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ApiProcess } from '../table-csv/api-process.mjs';
import { drain, MB } from '../storage-bytes/transfer.mjs';

/** The project's upload limit when none is set (50 MB): a larger file needs it raised. */
const DEFAULT_PROJECT_LIMIT = 50 * MB;

export interface ProjectStorage {
  readonly serviceKey: string;
  /** A request to `/storage/v1{path}` as the project's service_role. */
  call(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
}

export async function projectStorage(api: ApiProcess): Promise<ProjectStorage> {
  const keys = (await (
    await fetch(`${api.url}/platform/projects/default/api-keys`, { headers: api.headers })
  ).json()) as { name: string; api_key: string }[];
  const serviceKey = keys.find((key) => key.name === 'service_role')!.api_key;
  return {
    serviceKey,
    call: (path, init = {}) =>
      fetch(`${api.url}/storage/v1${path}`, {
        ...init,
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, ...init.headers },
      }),
  };
}

export async function createBucket(storage: ProjectStorage, bucket: string): Promise<void> {
  const created = await storage.call('/bucket', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: bucket, name: bucket }),
  });
  if (!created.ok) throw new Error(`bucket: ${created.status} ${await created.text()}`);
}

/**
 * Raises the project's upload limit to `bytes` through the storage settings
 * (`PATCH /platform/projects/default/config/storage`), the one place the service reads it from;
 * nothing to do within the default limit.
 */
export async function allowUploadsOf(api: ApiProcess, bytes: number): Promise<void> {
  if (bytes <= DEFAULT_PROJECT_LIMIT) return;
  const raised = await fetch(`${api.url}/platform/projects/default/config/storage`, {
    method: 'PATCH',
    headers: { ...api.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ fileSizeLimit: bytes }),
  });
  if (!raised.ok) {
    throw new Error(
      `the project's upload limit could not be raised to ${bytes} bytes (${raised.status}); ` +
        `run with ATRIUM_BENCH_TRANSFER_MB=${DEFAULT_PROJECT_LIMIT / MB - 1} or less`,
    );
  }
}

/** Uploads the file at `path` as `bucket/name`, streamed with its declared length. */
export async function uploadFile(
  storage: ProjectStorage,
  bucket: string,
  name: string,
  path: string,
): Promise<void> {
  const { size } = await stat(path);
  const answer = await storage.call(`/object/${bucket}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit & { headers: Record<string, string> });
  if (!answer.ok) throw new Error(`upload ${name}: ${answer.status} ${await answer.text()}`);
}

/** Downloads `bucket/name`, keeping nothing; answers the bytes read. */
export async function downloadFile(
  storage: ProjectStorage,
  bucket: string,
  name: string,
): Promise<number> {
  const answer = await storage.call(`/object/${bucket}/${name}`);
  if (!answer.ok || !answer.body) throw new Error(`download ${name}: ${answer.status}`);
  return drain(Readable.fromWeb(answer.body as never));
}
