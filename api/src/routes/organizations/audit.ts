import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { auditPage } from '../../audit/audit-log.js';
import { organizationId } from '../../platform/organizations/organizations.js';
import { auditPageQuery } from './schemas.js';

/** `/platform/organizations/:slug/audit`: the changes made in the organization and its projects. */
export const organizationAuditRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>().get(
    '/',
    requires('platform:read', 'audit'),
    validate('query', auditPageQuery),
    async (c) => {
      const slug = c.req.param('slug')!;
      await organizationId(platform, slug);
      return c.json(await auditPage(platform, { orgSlug: slug }, c.req.valid('query')));
    },
  );
