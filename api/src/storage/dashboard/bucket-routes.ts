import { Hono } from 'hono';
import { noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { audited } from '../../module/index.js';
import { changeBucket, createBucket, removeBucket } from '../buckets/bucket-changes.js';
import { emptyBucket } from '../buckets/empty-bucket.js';
import { bucketAnswer, findBucket, listBuckets } from '../buckets/sql.js';
import { checkBucketName } from '../object-names.js';
import type { StorageServices } from '../storage-services.js';
import { dashboardAnswer, dashboardCaller, jsonObject } from './dashboard-caller.js';

/**
 * `/storage/:ref/buckets...` (under `/platform`): the dashboard's bucket calls, through the same
 * bucket operations as storage-js, as the project's `service_role`. Reading takes storage admin
 * read, every change storage admin write and is audited by bucket.
 */
export const dashboardBucketRoutes = (services: StorageServices) =>
  new Hono<AppEnv>()
    .get('/storage/:ref/buckets', requires('storage:admin:read', 'buckets'), (c) =>
      dashboardAnswer(async () => {
        const rows = await (await dashboardCaller(c, services)).run(listBuckets);
        return c.json(rows.map(bucketAnswer));
      }),
    )
    .post(
      '/storage/:ref/buckets',
      requires('storage:admin:write', 'buckets'),
      audited('bucket.created'),
      (c) =>
        dashboardAnswer(async () => {
          const body = await jsonObject(c);
          const named = body.id ?? body.name;
          if (typeof named === 'string') noteAudit(c, { target: named });
          const id = await createBucket(await dashboardCaller(c, services), body);
          return c.json({ name: id }, 201);
        }),
    )
    .get('/storage/:ref/buckets/:id', requires('storage:admin:read', 'buckets'), (c) =>
      dashboardAnswer(async () => {
        const id = checkBucketName(c.req.param('id'));
        const caller = await dashboardCaller(c, services);
        return c.json(bucketAnswer(await caller.run((client) => findBucket(client, id))));
      }),
    )
    .patch(
      '/storage/:ref/buckets/:id',
      requires('storage:admin:write', 'buckets'),
      audited('bucket.updated'),
      (c) =>
        dashboardAnswer(async () => {
          noteAudit(c, { target: c.req.param('id') });
          await changeBucket(
            await dashboardCaller(c, services),
            c.req.param('id'),
            await jsonObject(c),
          );
          return c.json({ message: 'Successfully updated' });
        }),
    )
    .delete(
      '/storage/:ref/buckets/:id',
      requires('storage:admin:write', 'buckets'),
      audited('bucket.deleted'),
      (c) =>
        dashboardAnswer(async () => {
          noteAudit(c, { target: c.req.param('id') });
          await removeBucket(await dashboardCaller(c, services), c.req.param('id'));
          return c.json({ message: 'Successfully deleted' });
        }),
    )
    .post(
      '/storage/:ref/buckets/:id/empty',
      requires('storage:admin:write', 'buckets'),
      audited('bucket.emptied'),
      (c) =>
        dashboardAnswer(async () => {
          const id = checkBucketName(c.req.param('id'));
          noteAudit(c, { target: id });
          await emptyBucket(services, await dashboardCaller(c, services), id);
          return c.json({ message: 'Successfully emptied' });
        }),
    );
