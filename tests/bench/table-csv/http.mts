// The API side of the CSV benchmark: a download to a file and an upload from a file, each timed
// from the request to the last byte.
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * GETs `url` into `file` with curl: a native client, as psql is and as a browser is, so the
 * figure is the API's and not a JavaScript client's. Answers the wall time in ms.
 */
export async function timeDownload(
  url: string,
  file: string,
  headers: Record<string, string>,
): Promise<number> {
  const started = performance.now();
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await run('curl', [
    '-s',
    ...headerArgs,
    '-o',
    file,
    '-w',
    '%{http_code}',
    url,
  ]);
  if (stdout !== '200') throw new Error(`export answered ${stdout}`);
  return performance.now() - started;
}

/** POSTs `file` as text/csv, streamed; answers the wall time in ms and the parsed answer. */
export async function timeUpload(
  url: string,
  file: string,
  headers: Record<string, string>,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}
