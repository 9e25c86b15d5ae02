import { Hono, type Context } from 'hono';
import { audited } from '../../module/index.js';
import { runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { checkBucketName } from '../object-names.js';
import { callerOf } from '../storage-caller.js';
import { answering } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { changeBucket, createBucket, removeBucket } from './bucket-changes.js';
import { emptyBucket } from './empty-bucket.js';
import { bucketAnswer, findBucket, listBuckets } from './sql.js';

/** The request's JSON object; anything else reads as `{}`, as storage-api's defaults apply. */
const jsonBody = async (c: Context): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
};

/**
 * The bucket routes storage-js calls, at `/storage/v1/bucket`, as the caller so the policies on
 * `storage.buckets` (and, to empty one, on `storage.objects`) decide; `service_role` bypasses
 * them. Emptying removes rows and bytes together: the rows in one transaction that records
 * their bytes for removal, the bytes after it (and at the next start after a crash).
 */
export function bucketRoutes(services: StorageServices) {
  return new Hono<ProjectApiEnv>()
    .get('/bucket', runsAsCaller(), (c) =>
      answering(c, async () => {
        const rows = await callerOf(c).run(listBuckets);
        return c.json(rows.map(bucketAnswer));
      }),
    )
    .get('/bucket/:id', runsAsCaller(), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        return c.json(bucketAnswer(await callerOf(c).run((client) => findBucket(client, id))));
      }),
    )
    .post('/bucket', runsAsCaller(), audited('bucket.created'), (c) =>
      answering(c, async () =>
        c.json({ name: await createBucket(callerOf(c), await jsonBody(c)) }),
      ),
    )
    .put('/bucket/:id', runsAsCaller(), audited('bucket.updated'), (c) =>
      answering(c, async () => {
        await changeBucket(callerOf(c), c.req.param('id'), await jsonBody(c));
        return c.json({ message: 'Successfully updated' });
      }),
    )
    .post('/bucket/:id/empty', runsAsCaller(), audited('bucket.emptied'), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        await emptyBucket(services, callerOf(c), id);
        return c.json({ message: 'Successfully emptied' });
      }),
    )
    .delete('/bucket/:id', runsAsCaller(), audited('bucket.deleted'), (c) =>
      answering(c, async () => {
        await removeBucket(callerOf(c), c.req.param('id'));
        return c.json({ message: 'Successfully deleted' });
      }),
    );
}
