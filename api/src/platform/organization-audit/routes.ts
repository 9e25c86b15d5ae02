import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { auditCsv, auditFilters, auditPage } from '../../audit/index.js';
import { auditPageQuery } from '../audit-page-query.js';
import { organizationId } from '../organizations/store.js';

/**
 * `/platform/organizations/:slug/audit`: the changes made in the organization and its projects,
 * a page at a time or all of them as CSV, narrowed by the filters.
 */
export const organizationAuditRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('platform:read', 'audit'),
      validate('query', auditPageQuery.extend(auditFilters)),
      async (c) => {
        const slug = c.req.param('slug')!;
        await organizationId(platform, slug);
        return c.json(await auditPage(platform, { orgSlug: slug }, c.req.valid('query')));
      },
    )
    .get(
      '/export.csv',
      requires('platform:read', 'audit'),
      validate('query', z.object(auditFilters)),
      async (c) => {
        const slug = c.req.param('slug')!;
        await organizationId(platform, slug);
        return c.body(auditCsv(platform, { orgSlug: slug }, c.req.valid('query')), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="audit-${slug}.csv"`,
        });
      },
    );
