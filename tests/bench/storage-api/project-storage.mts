// The storage API of an API process, as a project's application calls it: the project's
// service_role key, a bucket, and a file's upload and download through /storage/v1.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ApiProcess } from '../table-csv/api-process.mjs';
import { MB } from '../storage-bytes/transfer.mjs';

const run = promisify(execFile);

/** The project's upload limit when none is set (50 MB): a larger file needs it raised. */
const DEFAULT_PROJECT_LIMIT = 50 * MB;

export interface ProjectStorage {
  /** `{api}/storage/v1`. */
  readonly url: string;
  readonly serviceKey: string;
  /** A request to `/storage/v1{path}` as the project's service_role. */
  call(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
}

export async function projectStorage(api: ApiProcess): Promise<ProjectStorage> {
  const keys = (await (
    await fetch(`${api.url}/platform/projects/default/api-keys`, { headers: api.headers })
  ).json()) as { name: string; api_key: string }[];
  const serviceKey = keys.find((key) => key.name === 'service_role')!.api_key;
  const url = `${api.url}/storage/v1`;
  return {
    url,
    serviceKey,
    call: (path, init = {}) =>
      fetch(`${url}${path}`, {
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

/**
 * Uploads the file at `path` as `bucket/name` with curl, streamed with its declared length. A
 * native client, as the reference's copy is native code: Node's own `fetch` spends more of the
 * shared CPUs on a gigabyte than the API does, and would be measured with it.
 */
export async function uploadFile(
  storage: ProjectStorage,
  bucket: string,
  name: string,
  path: string,
): Promise<void> {
  const { status, output } = await curl(storage, `/object/${bucket}/${name}`, [
    ['-X', 'POST', '-T', path, '-H', 'content-type: application/octet-stream'],
    ['-o', '-'],
  ]);
  if (status !== 200) throw new Error(`upload ${name}: ${status} ${output}`);
}

/** Downloads `bucket/name` with curl, keeping nothing; answers the bytes read. */
export async function downloadFile(
  storage: ProjectStorage,
  bucket: string,
  name: string,
): Promise<number> {
  const { status, output } = await curl(
    storage,
    `/object/${bucket}/${name}`,
    [['-o', '/dev/null']],
    '%{size_download} ',
  );
  if (status !== 200) throw new Error(`download ${name}: ${status}`);
  return Number(output.trim());
}

/**
 * Runs curl as the service_role on `/storage/v1{path}`: the HTTP status, and what it printed
 * before it (the answer with `-o -`, then `report`, a `--write-out` format).
 */
async function curl(
  storage: ProjectStorage,
  path: string,
  options: readonly (readonly string[])[],
  report = '',
): Promise<{ status: number; output: string }> {
  const { stdout } = await run(
    'curl',
    [
      ['-sS', '-H', `apikey: ${storage.serviceKey}`],
      ['-H', `authorization: Bearer ${storage.serviceKey}`],
      // No `Expect: 100-continue` wait before the body.
      ['-H', 'expect:'],
      ...options,
      ['-w', `${report}%{http_code}`, `${storage.url}${path}`],
    ].flat(),
    { maxBuffer: 1024 * 1024 },
  );
  return { status: Number(stdout.slice(-3)), output: stdout.slice(0, -3) };
}
