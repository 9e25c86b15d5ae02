import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import { requestBodyStream } from '../../http/request-body-stream.js';
import { storageErrors } from '../storage-error.js';
import { parseUserMetadata } from './user-metadata.js';

/** An upload's bytes as a stream, with what the client said about them. */
export interface UploadBody {
  readonly stream: Readable;
  readonly mimeType: string;
  /** `max-age=3600` as storage-api keeps it. */
  readonly cacheControl: string;
  readonly userMetadata: Record<string, unknown> | null;
  /** The body's size when the client declared it (a raw body's `content-length`). */
  readonly declaredSize?: number;
}

const DEFAULT_MIME_TYPE = 'text/plain;charset=UTF-8';
const DEFAULT_CACHE_CONTROL = 'max-age=3600';

/**
 * Reads an upload as storage-js sends it, without buffering the bytes: `multipart/form-data`
 * (a browser `Blob` or `File`: the `cacheControl` and `metadata` fields, then the file part,
 * whose content type is the object's) or a raw body (`content-type`, `cache-control`,
 * `x-metadata` as base64 JSON).
 */
export async function readUploadBody(c: Context): Promise<UploadBody> {
  const source = requestBodyStream(c);
  if (!source) throw storageErrors.missingParameter('body');
  const contentType = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return multipartUpload(source, contentType);
  const length = c.req.header('content-length') ?? null;
  return {
    stream: source,
    mimeType: contentType || DEFAULT_MIME_TYPE,
    cacheControl: c.req.header('cache-control') ?? DEFAULT_CACHE_CONTROL,
    userMetadata: metadataHeader(c.req.header('x-metadata') ?? null),
    declaredSize: length === null ? undefined : Number(length),
  };
}

function multipartUpload(source: Readable, contentType: string): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1 } });
    } catch {
      reject(storageErrors.invalidRequest('The multipart body cannot be read'));
      return;
    }
    const fail = (error: unknown) => reject(error);
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.once('file', (_name, file, info) => {
      // From here the file part is the object's bytes: errors reach whoever reads them.
      parser.off('error', fail);
      parser.on('error', (error) => file.destroy(error as Error));
      source.on('error', (error) => file.destroy(error));
      try {
        resolve({
          stream: file,
          mimeType: info.mimeType || DEFAULT_MIME_TYPE,
          cacheControl: fields.cacheControl
            ? `max-age=${fields.cacheControl}`
            : DEFAULT_CACHE_CONTROL,
          userMetadata: parseUserMetadata(fields.metadata),
        });
      } catch (error) {
        file.resume();
        reject(error);
      }
    });
    parser.once('close', () => reject(storageErrors.missingParameter('file')));
    parser.on('error', fail);
    source.on('error', fail);
    source.pipe(parser);
  });
}

function metadataHeader(header: string | null): Record<string, unknown> | null {
  if (!header) return null;
  return parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'));
}
