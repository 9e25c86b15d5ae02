import { Hono } from 'hono';
import type pg from 'pg';
import type { ScryptCost } from '../../auth/index.js';
import type { AppEnv } from '../../http/env.js';
import { requiresSignedIn } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { createOrganization, listOrganizations } from './store.js';
import { currentPrincipal } from '../../http/principal.js';
import {
  onlyWhenHosted,
  organizationProjectRoutes,
  type HostedProjects,
} from '../../projects/index.js';
import { organizationAuditRoutes } from '../organization-audit/routes.js';
import { invitationRoutes } from '../invitations/routes.js';
import { memberRoutes } from '../members/routes.js';
import { organizationBody } from './body.js';

/**
 * `/platform/organizations`: the user's organizations, their members, invitations and audit log;
 * in hosted mode (`hosted` given), creating organizations and their projects. Any signed-in user
 * may create an organization: they become its Owner. Hosted, members join only by invitation.
 * An account an Owner makes with a password is hashed at `passwordCost`.
 */
export const organizationRoutes = (
  platform: pg.Pool,
  passwordCost: ScryptCost,
  hosted?: HostedProjects,
) =>
  new Hono<AppEnv>()
    .get('/', requiresSignedIn(), async (c) =>
      c.json(await listOrganizations(platform, currentPrincipal(c))),
    )
    .post(
      '/',
      requiresSignedIn(),
      onlyWhenHosted(hosted !== undefined, 'Organizations are created'),
      validate('json', organizationBody),
      async (c) =>
        c.json(await createOrganization(platform, currentPrincipal(c), c.req.valid('json')), 201),
    )
    .route('/:slug/projects', organizationProjectRoutes(hosted))
    .route('/:slug/members', memberRoutes(platform, hosted !== undefined, passwordCost))
    .route('/:slug/invitations', invitationRoutes(platform))
    .route('/:slug/audit', organizationAuditRoutes(platform));
