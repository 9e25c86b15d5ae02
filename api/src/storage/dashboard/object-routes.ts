import { Hono, type Context } from 'hono';
import { ApiError } from '../../http/api-error.js';
import { noteAudit, notAudited } from '../../http/audit-policy.js';
import { streamsBody } from '../../http/body-type.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { audited } from '../../module/index.js';
import { projectApiRoot } from '../../project-api/index.js';
import { checkBucketName, checkObjectName, urlPathOf } from '../object-names.js';
import { listCursorOf, listOptionsOf } from '../objects/list-objects.js';
import { moveObject } from '../objects/move-object.js';
import { putObject } from '../objects/put-object.js';
import { removeObjects } from '../objects/remove-objects.js';
import { serveObject } from '../objects/serve-object.js';
import { findObject, listObjects } from '../objects/sql.js';
import { readUploadBody } from '../objects/upload-body.js';
import { signUrlToken } from '../signed-urls/url-token.js';
import type { StorageServices } from '../storage-services.js';
import { dashboardAnswer, dashboardCaller, jsonObject } from './dashboard-caller.js';

const OBJECTS = '/storage/:ref/buckets/:id/objects';

const bucketOf = (c: Context<AppEnv>) => checkBucketName(c.req.param('id'));

const stringField = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  if (typeof value !== 'string') throw new ApiError(400, `${field} is required`, 'invalid_request');
  return value;
};

/** The project API's own address on this server, which signed and public URLs open. */
/** The project's storage URL on this server, naming the project as its public URLs must. */
const storageUrl = (c: Context<AppEnv>, ref: string) =>
  `${new URL(c.req.url).origin}${projectApiRoot(ref)}/storage/v1`;

/**
 * `/storage/:ref/buckets/:id/objects...` (under `/platform`): the file explorer's calls, through
 * the same object operations as storage-js, as the project's `service_role`. Listing, signing,
 * public URLs and downloads take storage admin read (sent as POST for their body, so they are not
 * audited); uploading, moving and removing take storage admin write and are audited by bucket and
 * paths. An upload is `multipart/form-data` as storage-js sends it (the file part's type is the
 * object's), streamed into `putObject`, so the bucket's and the project's limits apply (413).
 * Listing also takes `options.cursor`, the last entry of the page before, so a page deep in a
 * large folder reads only its own names, as offsets do not.
 */
export const dashboardObjectRoutes = (services: StorageServices) =>
  new Hono<AppEnv>()
    .post(`${OBJECTS}/list`, requires('storage:admin:read', 'objects'), notAudited(), (c) =>
      dashboardAnswer(async () => {
        const bucketId = bucketOf(c);
        const body = await jsonObject(c);
        const options = (body.options ?? {}) as Record<string, unknown>;
        const list = listCursorOf(options, listOptionsOf({ ...options, prefix: body.path ?? '' }));
        const caller = await dashboardCaller(c, services);
        return c.json(await caller.run((client) => listObjects(client, bucketId, list)));
      }),
    )
    .post(`${OBJECTS}/download`, requires('storage:admin:read', 'objects'), notAudited(), (c) =>
      dashboardAnswer(async () => {
        const bucketId = bucketOf(c);
        const name = checkObjectName(stringField(await jsonObject(c), 'path'));
        const caller = await dashboardCaller(c, services);
        const row = await caller.run((client) => findObject(client, bucketId, name));
        return serveObject(c, services, caller.project.ref, row);
      }),
    )
    .post(`${OBJECTS}/sign`, requires('storage:admin:read', 'objects'), notAudited(), (c) =>
      dashboardAnswer(async () => {
        const bucketId = bucketOf(c);
        const body = await jsonObject(c);
        const name = checkObjectName(stringField(body, 'path'));
        const expiresIn = body.expiresIn;
        if (typeof expiresIn !== 'number' || !Number.isSafeInteger(expiresIn) || expiresIn < 1) {
          throw new ApiError(
            400,
            'expiresIn must be a whole number of seconds, at least 1',
            'invalid_request',
          );
        }
        const caller = await dashboardCaller(c, services);
        await caller.run((client) => findObject(client, bucketId, name));
        const url = `${bucketId}/${name}`;
        const token = await signUrlToken(services, { url, ref: caller.project.ref }, expiresIn);
        return c.json({
          signedUrl: `${storageUrl(c, caller.project.ref)}/object/sign/${urlPathOf(url)}?token=${token}`,
        });
      }),
    )
    .post(`${OBJECTS}/public-url`, requires('storage:admin:read', 'objects'), notAudited(), (c) =>
      dashboardAnswer(async () => {
        const bucketId = bucketOf(c);
        const name = checkObjectName(stringField(await jsonObject(c), 'path'));
        return c.json({
          publicUrl: `${storageUrl(c, c.req.param('ref') ?? '')}/object/public/${urlPathOf(`${bucketId}/${name}`)}`,
        });
      }),
    )
    .post(
      `${OBJECTS}/upload`,
      streamsBody('multipart/form-data'),
      requires('storage:admin:write', 'objects'),
      audited('object.uploaded'),
      (c) =>
        dashboardAnswer(async () => {
          const bucketId = bucketOf(c);
          const name = checkObjectName(c.req.query('path') ?? '');
          noteAudit(c, { target: bucketId, details: { path: name } });
          const caller = await dashboardCaller(c, services);
          const body = await readUploadBody(c);
          const stored = await putObject(services, caller, bucketId, name, body.stream, {
            mimeType: body.mimeType,
            cacheControl: body.cacheControl,
            userMetadata: body.userMetadata,
            declaredSize: body.declaredSize,
            mode: c.req.query('upsert') === 'true' ? 'upsert' : 'create',
            signal: c.req.raw.signal,
          });
          return c.json({ Id: stored.id, Key: stored.key });
        }),
    )
    .post(
      `${OBJECTS}/move`,
      requires('storage:admin:write', 'objects'),
      audited('objects.moved'),
      (c) =>
        dashboardAnswer(async () => {
          const bucketId = bucketOf(c);
          const body = await jsonObject(c);
          const from = stringField(body, 'from');
          const to = stringField(body, 'to');
          noteAudit(c, { target: bucketId, details: { from, to } });
          await moveObject(services, await dashboardCaller(c, services), {
            bucketId,
            from,
            toBucketId: bucketId,
            to,
          });
          return c.json({ message: 'Successfully moved' });
        }),
    )
    .delete(OBJECTS, requires('storage:admin:write', 'objects'), audited('objects.removed'), (c) =>
      dashboardAnswer(async () => {
        const bucketId = bucketOf(c);
        const { paths } = await jsonObject(c);
        noteAudit(c, { target: bucketId, details: { paths } });
        const caller = await dashboardCaller(c, services);
        return c.json(await removeObjects(services, caller, bucketId, paths));
      }),
    );
