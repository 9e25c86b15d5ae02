import { Hono } from 'hono';
import { keyOptional, runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { DEFAULT_PROJECT_REF } from '../../platform/index.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { servePublicObject } from './serve-public-object.js';
import { answering } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/**
 * Objects of public buckets, at `/storage/v1/object/public/{bucket}/{name}`, as `getPublicUrl`
 * builds them: no key and no policy needed (the spec's map: public URLs need none). A request
 * without a key reads the project its path names (`/project-api/{ref}/storage/v1/...`, the URL
 * a hosted project's storage-js client is made with), or the `default` project's when it names
 * none; one that sends a key reads its own project's (which must be the one the path names).
 */
export function publicObjectRoutes(services: StorageServices) {
  return new Hono<ProjectApiEnv>().get(
    '/object/public/:bucket/:name{.+}',
    runsAsCaller(),
    keyOptional(),
    (c) =>
      answering(c, async () => {
        const bucketId = checkBucketName(c.req.param('bucket'));
        const name = checkObjectName(c.req.param('name'));
        const project =
          c.get('project') ?? (await services.project(c.get('pathRef') ?? DEFAULT_PROJECT_REF));
        return servePublicObject(c, services, project, bucketId, name);
      }),
  );
}
