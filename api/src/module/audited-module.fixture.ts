import { Hono } from 'hono';
import { audited } from './module-audit-events.js';
import { defineModule } from './define-module.js';
import {
  acceptsBody,
  runsAsCaller,
  serviceRoleOnly,
  type ProjectApiEnv,
} from '../project-api/index.js';

/**
 * A storage-like module for the project API's audit test (tests/integration/audit): creating a
 * bucket is administrative (service role only, audited); putting an object is what other
 * applications do all day, and is not.
 */
export const bucketsModule = defineModule({
  id: 'buckets',
  auditEvents: ['bucket.created'],
  projectApiRoutes: () =>
    new Hono<ProjectApiEnv>()
      .post('/bucket', serviceRoleOnly(), audited('bucket.created'), (c) => c.json({}, 201))
      .put('/object/:bucket/:name', runsAsCaller(), acceptsBody('any'), (c) =>
        c.json({ Key: c.req.param('name') }),
      ),
});
