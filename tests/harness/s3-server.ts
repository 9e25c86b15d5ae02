import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks signatures, so clients sign with these. */
export const S3RVER_ACCESS_KEY = 'S3RVER';
export const S3RVER_SECRET_KEY = 'S3RVER';

export interface IncompleteUpload {
  /** Undefined for an upload caught while its folder is made or removed. */
  readonly key: string | undefined;
  readonly uploadId: string;
}

/** A real S3-protocol server on loopback, its objects in a temporary folder. */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Stops answering at once, as a crash would: open connections are cut mid-request. */
  stop(): Promise<void>;
  /** Starts again on the same port and folder, with what it held before. */
  restart(): Promise<void>;
  /** Multipart uploads begun and neither completed nor aborted, read from the server's folder. */
  incompleteUploads(): Promise<IncompleteUpload[]>;
  /** Stops it (if running) and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts `s3rver` on a free loopback port in a temporary folder with `bucket` made. s3rver 3.7
 * answers neither AbortMultipartUpload nor ListMultipartUploads (501/405), which the S3 store and
 * the minio client call, so both are added in front of its routes over its own file layout
 * (`<bucket>/._S3rver_uploads/<upload id>/`, where it keeps a started upload's key and parts).
 */
export async function startS3Server(bucket = 'atrium-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'atrium-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    const s3rver = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    s3rver.middleware.unshift(multipartUploadRoutes(s3rver));
    ({ port } = await s3rver.run());
    server = s3rver;
  };
  const uploadsDir = () => join(directory, bucket, '._S3rver_uploads');
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop,
    restart: start,
    async incompleteUploads() {
      const ids = await readdir(uploadsDir()).catch(() => []);
      return Promise.all(
        ids.map(async (uploadId) => ({
          uploadId,
          // An upload being created or aborted right now may have no key file yet, or no more:
          // it is still counted.
          key: await readFile(join(uploadsDir(), uploadId, 'key'), 'utf8').catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT') return undefined;
              throw error;
            },
          ),
        })),
      );
    },
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** `DELETE /:bucket/:key?uploadId=` (abort) and `GET /:bucket?uploads` (list), as S3 answers them. */
function multipartUploadRoutes(s3rver: S3rver): S3rver['middleware'][number] {
  return async (ctx, next) => {
    const [bucket, ...key] = ctx.path.slice(1).split('/');
    const uploadId = ctx.query.uploadId;
    if (!bucket) return next();
    const uploads = s3rver.store.getResourcePath(bucket, undefined, 'uploads');
    if (ctx.method === 'DELETE' && key.length > 0 && typeof uploadId === 'string') {
      const folder = join(uploads, uploadId);
      if (uploadId.includes('/') || !(await stat(folder).catch(() => undefined))) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
        return;
      }
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && key.length === 0 && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const ids = await readdir(uploads).catch(() => []);
      const entries = await Promise.all(
        ids.map(async (id) => ({
          id,
          key: await readFile(join(uploads, id, 'key'), 'utf8'),
          initiated: (await stat(join(uploads, id))).mtime,
        })),
      );
      const listed = entries
        .filter((entry) => entry.key.startsWith(prefix))
        .map(
          (entry) =>
            `<Upload><Key>${escapeXml(entry.key)}</Key><UploadId>${entry.id}</UploadId><Initiated>${entry.initiated.toISOString()}</Initiated></Upload>`,
        );
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${escapeXml(bucket)}</Bucket><IsTruncated>false</IsTruncated>${listed.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    return next();
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
