import { Hono, type Context } from 'hono';
import {
  acceptsBody,
  keyOptional,
  runsAsCaller,
  type ProjectApiEnv,
} from '../../project-api/index.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { checkUploadAllowed } from '../objects/put-object.js';
import { serveObject } from '../objects/serve-object.js';
import { findObject } from '../objects/sql.js';
import { readUploadBody } from '../objects/upload-body.js';
import { callerOf } from '../storage-caller.js';
import { uploadWithToken } from './signed-upload.js';
import { answering, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { visibleNames } from './sql.js';
import { signUrlToken, verifyUrlToken } from './url-token.js';

/** How long a signed upload URL lasts, as storage-api's: two hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

const pathOf = (c: Context) => ({
  bucketId: checkBucketName(c.req.param('bucket')),
  name: checkObjectName(c.req.param('name') ?? ''),
});

const expiresInOf = (body: Record<string, unknown>): number => {
  const expiresIn = body.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isSafeInteger(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidRequest('expiresIn must be a whole number of seconds, at least 1');
  }
  return expiresIn;
};

const jsonBody = async (c: Context): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw storageErrors.invalidRequest('The body must be a JSON object');
  }
  return body as Record<string, unknown>;
};

/**
 * Signed URLs, at `/storage/v1/object/sign` and `/object/upload/sign`: signing runs as the caller
 * (a download URL needs SELECT, an upload URL the upload's INSERT), and the URL then opens that
 * one object to anyone holding it until it expires, with no key: its token is HS256 with the
 * project's JWT secret, and a changed, expired or foreign one is refused.
 */
export function signedUrlRoutes(services: StorageServices) {
  const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';
  return new Hono<ProjectApiEnv>()
    .post('/object/sign/:bucket/:name{.+}', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const { bucketId, name } = pathOf(c);
        const expiresIn = expiresInOf(await jsonBody(c));
        const caller = callerOf(c);
        await caller.run((client) => findObject(client, bucketId, name));
        const url = `${bucketId}/${name}`;
        const token = await signUrlToken(services, { url, ref: caller.project.ref }, expiresIn);
        // The path as it is, as storage-api answers it: storage-js encodes it (`encodeURI`).
        return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
      }),
    )
    .post('/object/sign/:bucket', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const bucketId = checkBucketName(c.req.param('bucket'));
        const body = await jsonBody(c);
        const expiresIn = expiresInOf(body);
        const paths = body.paths;
        if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
          throw storageErrors.missingParameter('paths');
        }
        const caller = callerOf(c);
        const visible = await caller.run((client) => visibleNames(client, bucketId, paths));
        const signed = await Promise.all(
          (paths as string[]).map(async (path) => {
            if (!visible.has(path)) return { path, signedURL: null, error: NOT_VISIBLE };
            const url = `${bucketId}/${path}`;
            const token = await signUrlToken(services, { url, ref: caller.project.ref }, expiresIn);
            return {
              path,
              signedURL: `/object/sign/${url}?token=${token}`,
              error: null,
            };
          }),
        );
        return c.json(signed);
      }),
    )
    .get('/object/sign/:bucket/:name{.+}', runsAsCaller(), keyOptional(), (c) =>
      answering(c, async () => {
        const { bucketId, name } = pathOf(c);
        const claims = await verifyUrlToken(
          services,
          c.req.query('token'),
          `${bucketId}/${name}`,
          c.get('pathRef'),
        );
        const project = await services.project(claims.ref);
        const row = await findObject(project.pool, bucketId, name);
        return serveObject(c, services, project.ref, row);
      }),
    )
    .post('/object/upload/sign/:bucket/:name{.+}', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const { bucketId, name } = pathOf(c);
        const caller = callerOf(c);
        const upsert = c.req.header('x-upsert') === 'true';
        await checkUploadAllowed(caller, bucketId, name, upsert);
        const url = `${bucketId}/${name}`;
        const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
        const token = await signUrlToken(
          services,
          { url, ref: caller.project.ref, owner: sub, upsert },
          UPLOAD_URL_SECONDS,
        );
        return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
      }),
    )
    .put(
      '/object/upload/sign/:bucket/:name{.+}',
      runsAsCaller(),
      keyOptional(),
      acceptsBody('stream'),
      (c) =>
        answering(c, async () => {
          const { bucketId, name } = pathOf(c);
          const claims = await verifyUrlToken(
            services,
            c.req.query('token'),
            `${bucketId}/${name}`,
            c.get('pathRef'),
          );
          const body = await readUploadBody(c);
          const stored = await uploadWithToken(
            services,
            claims,
            bucketId,
            name,
            body,
            c.req.raw.signal,
          );
          return c.json({ Key: stored.key });
        }),
    );
}
