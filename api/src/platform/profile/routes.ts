import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { grantsOn, requiresSignedIn } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { auditCsv, auditFilters, auditPage } from '../../audit/index.js';
import { currentPrincipal } from '../../http/principal.js';
import { auditPageQuery } from '../audit-page-query.js';

/** Which project or organization the grants are asked for; a signed-in member holds none elsewhere. */
const permissionsQuery = z.object({
  project: z.string().min(1).optional(),
  organization: z.string().min(1).optional(),
});

/** What the current user may do, and what they did. */
export const profileRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    // The web app mirrors these grants to disable controls; the API enforces the same ones.
    .get('/permissions', requiresSignedIn(), validate('query', permissionsQuery), async (c) => {
      const { project, organization } = c.req.valid('query');
      const target = project
        ? { projectRef: project }
        : organization
          ? { orgSlug: organization }
          : undefined;
      return c.json({ grants: await grantsOn(c, target) });
    })
    // The caller's own changes, newest first.
    .get(
      '/audit',
      requiresSignedIn(),
      validate('query', auditPageQuery.extend(auditFilters)),
      async (c) =>
        c.json(
          await auditPage(
            platform,
            { actorUserId: currentPrincipal(c).userId },
            c.req.valid('query'),
          ),
        ),
    )
    .get('/audit/export.csv', requiresSignedIn(), validate('query', z.object(auditFilters)), (c) =>
      c.body(
        auditCsv(platform, { actorUserId: currentPrincipal(c).userId }, c.req.valid('query')),
        200,
        {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="audit.csv"',
        },
      ),
    );
