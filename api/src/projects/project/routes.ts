import { Hono } from 'hono';
import type pg from 'pg';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires, requiresSignedIn } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { onlyWhenHosted } from '../hosted-only.js';
import type { HostedProjects } from '../hosted-projects.js';
import { getProject, listProjects } from './store.js';

/**
 * `/platform/projects`: the projects this user can open (those of their organizations; every role
 * may read its projects), one project with its status, and deleting one (hosted mode).
 */
export const projectRoutes = (platform: pg.Pool, hosted?: HostedProjects) =>
  new Hono<AppEnv>()
    .get('/', requiresSignedIn(), async (c) =>
      c.json(await listProjects(platform, currentPrincipal(c).userId)),
    )
    // A non-member is refused (403) before the lookup, so an unknown ref tells nothing.
    .get('/:ref', requires('platform:read', 'projects'), async (c) =>
      c.json(await getProject(platform, c.req.param('ref'))),
    )
    .delete(
      '/:ref',
      requires('platform:write', 'projects'),
      audited('project.deleted'),
      onlyWhenHosted(hosted !== undefined, 'Projects are deleted'),
      async (c) => {
        const ref = c.req.param('ref');
        // Its name as it was: the row is gone when the entry is written.
        noteAudit(c, { target: (await getProject(platform, ref)).name });
        const { organizationSlug } = await hosted!.delete(ref);
        c.set('auditOrganization', organizationSlug); // the row is gone when the entry is written
        return c.json({ ref });
      },
    );
