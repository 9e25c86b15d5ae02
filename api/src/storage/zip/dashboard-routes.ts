import { Hono } from 'hono';
import { notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { dashboardAnswer, dashboardCaller, jsonObject } from '../dashboard/dashboard-caller.js';
import { checkBucketName } from '../object-names.js';
import type { StorageServices } from '../storage-services.js';
import { zipResponse, zipFileName } from './zip-response.js';
import { zipPathsOf, zipSources } from './zip-sources.js';

/**
 * `POST /storage/{ref}/buckets/{id}/objects/zip` (under `/platform`) with `{ "paths": [...] }`:
 * the file explorer's download of a folder or a selection as one zip, streamed, as the project's
 * `service_role` once the member's storage admin read is checked (a read, so not audited).
 */
export const zipDashboardRoute = (services: StorageServices) =>
  new Hono<AppEnv>().post(
    '/storage/:ref/buckets/:id/objects/zip',
    requires('storage:admin:read', 'objects'),
    notAudited(),
    (c) =>
      dashboardAnswer(async () => {
        const bucketId = checkBucketName(c.req.param('id'));
        const paths = zipPathsOf((await jsonObject(c)).paths);
        const caller = await dashboardCaller(c, services);
        const sources = await zipSources(services, caller, { bucketId, paths });
        return zipResponse(services, sources, zipFileName(bucketId, paths));
      }),
  );
