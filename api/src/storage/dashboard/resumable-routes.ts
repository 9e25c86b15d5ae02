import { Hono, type Context } from 'hono';
import { noteAudit, notAudited } from '../../http/audit-policy.js';
import { streamsBody } from '../../http/body-type.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { audited } from '../../module/index.js';
import type { StorageServices } from '../storage-services.js';
import { dashboardCaller } from './dashboard-caller.js';
import { answerTus, tusServerFor, type UploadParts } from '../resumable/tus-server.js';

/** The tus claim naming the member a dashboard upload belongs to (see `uploaderOf`). */
export const MEMBER_CLAIM = 'atrium_member';

/** What tus's PATCH bodies are (the tus protocol's own media type). */
const TUS_BODY = 'application/offset+octet-stream';

const UPLOADS = '/storage/:ref/upload/resumable';

/** tus metadata values are base64; the object's path, for the audit entry, when readable. */
function metadataValue(header: string | undefined, key: string): string | undefined {
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name === key && value) return Buffer.from(value, 'base64').toString('utf8');
  }
  return undefined;
}

/**
 * `/storage/:ref/upload/resumable...` (under `/platform`): the file explorer's resumable uploads,
 * the tus protocol as `/storage/v1/upload/resumable` speaks it, under the member's session so the
 * browser never holds a project key. Every request takes storage admin write and acts as the
 * project's `service_role`, the member's user id written into the upload as its uploader, so
 * only that member (and only through this route) may resume or abandon it. Creating is audited
 * as `object.uploaded` with the object's path; the bytes that follow, and abandoning an upload
 * that never became an object, change nothing else and are not.
 */
export const dashboardResumableRoutes = (services: StorageServices, parts: () => UploadParts) => {
  const tus = async (c: Context<AppEnv>) => {
    const caller = await dashboardCaller(c, services, {
      [MEMBER_CLAIM]: currentPrincipal(c).userId,
    });
    const uploadsPath = `${new URL(c.req.url).pathname.split('/upload/resumable')[0]}/upload/resumable`;
    const server = tusServerFor(services, parts(), caller, false, uploadsPath);
    return answerTus(server, c.req.raw);
  };
  return (
    new Hono<AppEnv>()
      .post(
        UPLOADS,
        requires('storage:admin:write', 'objects'),
        audited('object.uploaded'),
        (c) => {
          const metadata = c.req.header('upload-metadata');
          noteAudit(c, {
            target: metadataValue(metadata, 'bucketName'),
            details: { path: metadataValue(metadata, 'objectName'), resumable: true },
          });
          return tus(c);
        },
      )
      .patch(
        `${UPLOADS}/:upload`,
        streamsBody(TUS_BODY),
        requires('storage:admin:write', 'objects'),
        notAudited(),
        tus,
      )
      .delete(`${UPLOADS}/:upload`, requires('storage:admin:write', 'objects'), notAudited(), tus)
      // Hono answers HEAD (the offset to resume from) through the GET route; a GET itself would
      // read unfinished bytes. Async, so both answers are one Promise: TypeScript 7 matches
      // no handler overload of Hono's to a Promise or a Response.
      .get(`${UPLOADS}/:upload`, requires('storage:admin:write', 'objects'), async (c) =>
        c.req.method === 'HEAD' ? tus(c) : c.text('Method Not Allowed\n', 405),
      )
  );
};
