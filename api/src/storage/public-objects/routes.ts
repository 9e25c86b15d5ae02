import { Hono } from 'hono';
import { keyOptional, runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { servePublicObject } from './serve-public-object.js';
import { answering } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/**
 * Objects of public buckets, at `/storage/v1/object/public/{bucket}/{name}`, as `getPublicUrl`
 * builds them: no key and no policy needed (the spec's map: public URLs need none). A URL has no
 * room for a project, so a request without a key reads the `default` project's; one that sends a
 * key reads its own project's.
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
        const project = c.get('project') ?? (await services.project('default'));
        return servePublicObject(c, services, project, bucketId, name);
      }),
  );
}
