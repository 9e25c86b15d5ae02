import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { STORED_CONTENT_POLICY } from '../../http/security-headers.js';
import { parseByteRange } from './byte-range.js';
import { objectKey } from '../object-key.js';
import type { ObjectRow } from './sql.js';
import type { StorageServices } from '../storage-services.js';

/**
 * Answers an object's bytes, streamed from the store: the whole of them (200) or the one range
 * the `Range` header asks for (206 with `Content-Range`), with the headers storage-api sends.
 * `?download` (or `?download=name`) makes it an attachment. A HEAD opens no stream.
 */
export async function serveObject(
  c: Context,
  services: StorageServices,
  ref: string,
  row: ObjectRow,
): Promise<Response> {
  const size = Number(row.metadata?.size ?? 0);
  const range = parseByteRange(c.req.header('range'), size);
  const headers = new Headers({
    'content-type': row.metadata?.mimetype ?? 'application/octet-stream',
    'cache-control': row.metadata?.cacheControl ?? 'no-cache',
    etag: row.metadata?.eTag ?? '',
    'last-modified': new Date(row.metadata?.lastModified ?? row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
    'content-length': String(range ? range.end - range.start + 1 : size),
    'content-security-policy': STORED_CONTENT_POLICY,
  });
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  const download = c.req.query('download');
  if (download !== undefined) {
    const fileName = download || row.name.split('/').pop()!;
    headers.set(
      'content-disposition',
      `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  }
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const { body } = await services.store.get(
    objectKey(ref, row.bucket_id, row.name, row.version),
    range,
  );
  return new Response(Readable.toWeb(body) as ReadableStream, { status, headers });
}
