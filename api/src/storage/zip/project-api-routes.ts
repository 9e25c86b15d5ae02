import { Hono } from 'hono';
import { acceptsBody, runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { checkBucketName } from '../object-names.js';
import { callerOf } from '../storage-caller.js';
import { answering, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { zipResponse, zipFileName } from './zip-response.js';
import { zipPathsOf, zipSources } from './zip-sources.js';

/**
 * `POST /storage/v1/object/zip/{bucket}` with `{ "paths": [...] }`: the files and folders named,
 * as one zip streamed as it is read, listed as the caller so the storage policies decide which
 * files are in it. Mounted before `/object/:bucket/*`, whose upload would otherwise take it.
 */
export const zipProjectApiRoute = (services: StorageServices) =>
  new Hono<ProjectApiEnv>().post('/object/zip/:bucket', runsAsCaller(), acceptsBody('json'), (c) =>
    answering(c, async () => {
      const bucketId = checkBucketName(c.req.param('bucket'));
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!body || typeof body !== 'object') {
        throw storageErrors.invalidRequest('The body must be a JSON object');
      }
      const paths = zipPathsOf((body as { paths?: unknown }).paths);
      const sources = await zipSources(services, callerOf(c), { bucketId, paths });
      return zipResponse(services, sources, zipFileName(bucketId, paths));
    }),
  );
