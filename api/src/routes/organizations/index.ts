import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../../http/env.js';
import { requiresSignedIn } from '../../http/permission-middleware.js';
import { listOrganizations } from '../../platform/organizations/organizations.js';
import { currentPrincipal } from '../../platform/principal.js';
import { organizationAuditRoutes } from './audit.js';
import { invitationRoutes } from './invitations.js';
import { memberRoutes } from './members.js';

/** `/platform/organizations`: the user's organizations, their members, invitations and audit log. */
export const organizationRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requiresSignedIn(), async (c) =>
      c.json(await listOrganizations(platform, currentPrincipal(c))),
    )
    .route('/:slug/members', memberRoutes(platform))
    .route('/:slug/invitations', invitationRoutes(platform))
    .route('/:slug/audit', organizationAuditRoutes(platform));
