import { Hono, type Context } from 'hono';
import { acceptsBody, runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { copyObject } from './copy-object.js';
import { listOptionsOf } from './list-objects.js';
import { moveObject, type Relocation } from './move-object.js';
import { checkBucketName, checkObjectName } from '../object-names.js';
import { findObject, listObjects } from './sql.js';
import { putObject } from './put-object.js';
import { removeObjects } from './remove-objects.js';
import { serveObject } from './serve-object.js';
import { callerOf } from '../storage-caller.js';
import { answering, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { readUploadBody } from './upload-body.js';

type ObjectContext = Context<ProjectApiEnv>;

/** The bucket and object name of `/:bucket/:name{.+}`, checked. */
const pathOf = (c: ObjectContext) => ({
  bucketId: checkBucketName(c.req.param('bucket')),
  name: checkObjectName(c.req.param('name') ?? ''),
});

const jsonBody = async (c: ObjectContext): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw storageErrors.invalidRequest('The body must be a JSON object');
  }
  return body as Record<string, unknown>;
};

const relocationOf = (body: Record<string, unknown>): Relocation => {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string') throw storageErrors.missingParameter('bucketId');
  if (typeof sourceKey !== 'string') throw storageErrors.missingParameter('sourceKey');
  if (typeof destinationKey !== 'string') throw storageErrors.missingParameter('destinationKey');
  return {
    bucketId,
    from: sourceKey,
    toBucketId: typeof destinationBucket === 'string' ? destinationBucket : bucketId,
    to: destinationKey,
  };
};

/**
 * The object routes storage-js calls, at `/storage/v1/object/...`, each as the caller so storage
 * policies decide: upload (POST, `x-upsert`) and update (PUT), streamed; download (with `Range`
 * and `?download`), HEAD for `exists`, `info`, `list`, `move`, `copy` and remove. The fixed
 * paths come before `/object/:bucket/*`, so a bucket named `list` cannot shadow them.
 */
export function objectRoutes(services: StorageServices) {
  const upload = (mode: 'create' | 'upsert' | 'update') => (c: ObjectContext) =>
    answering(c, async () => {
      const { bucketId, name } = pathOf(c);
      const body = await readUploadBody(c);
      const upsert =
        mode === 'update' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
      const stored = await putObject(services, callerOf(c), bucketId, name, body.stream, {
        mimeType: body.mimeType,
        cacheControl: body.cacheControl,
        userMetadata: body.userMetadata,
        declaredSize: body.declaredSize,
        mode: upsert,
        signal: c.req.raw.signal,
      });
      return c.json({ Id: stored.id, Key: stored.key });
    });
  const download = (c: ObjectContext) =>
    answering(c, async () => {
      const { bucketId, name } = pathOf(c);
      const caller = callerOf(c);
      const row = await caller.run((client) => findObject(client, bucketId, name));
      return serveObject(c, services, caller.project.ref, row);
    });
  const info = (c: ObjectContext) =>
    answering(c, async () => {
      const { bucketId, name } = pathOf(c);
      const row = await callerOf(c).run((client) => findObject(client, bucketId, name));
      return c.json({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.user_metadata,
        last_modified: row.metadata?.lastModified ?? row.updated_at,
        created_at: row.created_at,
      });
    });

  return new Hono<ProjectApiEnv>()
    .post('/object/list/:bucket', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const bucketId = checkBucketName(c.req.param('bucket'));
        const options = listOptionsOf(await jsonBody(c));
        const rows = await callerOf(c).run((client) => listObjects(client, bucketId, options));
        return c.json(rows);
      }),
    )
    .post('/object/move', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        await moveObject(services, callerOf(c), relocationOf(await jsonBody(c)));
        return c.json({ message: 'Successfully moved' });
      }),
    )
    .post('/object/copy', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const copied = await copyObject(services, callerOf(c), relocationOf(await jsonBody(c)));
        return c.json({ Id: copied.id, Key: copied.key });
      }),
    )
    .get('/object/info/authenticated/:bucket/:name{.+}', runsAsCaller(), info)
    .get('/object/info/:bucket/:name{.+}', runsAsCaller(), info)
    .get('/object/authenticated/:bucket/:name{.+}', runsAsCaller(), download)
    .delete('/object/:bucket', runsAsCaller(), acceptsBody('json'), (c) =>
      answering(c, async () => {
        const body = await jsonBody(c);
        const removed = await removeObjects(
          services,
          callerOf(c),
          c.req.param('bucket'),
          body.prefixes,
        );
        return c.json(removed);
      }),
    )
    .post('/object/:bucket/:name{.+}', runsAsCaller(), acceptsBody('stream'), upload('create'))
    .put('/object/:bucket/:name{.+}', runsAsCaller(), acceptsBody('stream'), upload('update'))
    .get('/object/:bucket/:name{.+}', runsAsCaller(), download);
}
