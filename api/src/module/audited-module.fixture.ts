import { Hono } from 'hono';
import { audited } from './module-audit-events.js';
import { defineModule } from './define-module.js';
import type { AppEnv } from '../http/env.js';
import { requires } from '../http/permission-middleware.js';
import {
  acceptsBody,
  runsAsCaller,
  serviceRoleOnly,
  type ProjectApiEnv,
} from '../project-api/index.js';

/**
 * A storage-like module for the project API's audit test (tests/integration/audit): creating a
 * bucket is administrative (service role only, audited); putting an object is what other
 * applications do all day, and is not. Emptying a bucket from the dashboard is audited there.
 */
export const bucketsModule = defineModule({
  id: 'buckets',
  auditEvents: ['bucket.created', 'bucket.emptied'],
  routes: () =>
    new Hono<AppEnv>().post(
      '/projects/:ref/buckets/:bucket/empty',
      requires('sql:admin:write', 'tables'),
      audited('bucket.emptied'),
      (c) => c.json({}),
    ),
  projectApiRoutes: () =>
    new Hono<ProjectApiEnv>()
      .post('/bucket', serviceRoleOnly(), audited('bucket.created'), (c) => c.json({}, 201))
      .put('/object/:bucket/:name', runsAsCaller(), acceptsBody('any'), (c) =>
        c.json({ Key: c.req.param('name') }),
      ),
});
