import { Readable } from 'node:stream';
import type { StorageServices } from '../storage-services.js';
import type { ZipSource } from './zip-stream.js';
import { zipStream } from './zip-stream.js';

/** Spec §9: downloads go 10 at a time, so up to 10 files are opened ahead of the one written. */
export const ZIP_FILES_AT_ONCE = 10;

/**
 * The answer streaming `sources` as `{fileName}.zip`: read as the client reads it (backpressure),
 * so the server holds a few chunks whatever the zip's size. A client that leaves stops the reads;
 * a read failing part-way cuts the answer off, logged without the files' contents.
 */
export function zipResponse(
  services: StorageServices,
  sources: readonly ZipSource[],
  fileName: string,
): Response {
  const body = Readable.from(zipStream(sources, ZIP_FILES_AT_ONCE), { objectMode: false });
  body.on('error', (error) =>
    services.log.warn({ err: error, files: sources.length }, 'zip download cut off'),
  );
  const name = encodeURIComponent(`${fileName}.zip`);
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      'cache-control': 'no-store',
    },
  });
}

/** The zip's name: the one folder or file asked for, else the bucket's. */
export function zipFileName(bucketId: string, paths: readonly string[]): string {
  return paths.length === 1 ? paths[0]!.split('/').pop()! : bucketId;
}
