import type pg from 'pg';
import { createMiddleware } from 'hono/factory';
import { forbidden } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { PERMISSION_DECLARATION, requiresSignedIn } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { roleIn } from '../../permissions/grants-for.js';
import { DEFAULT_ORGANIZATION_SLUG } from '../../platform/default-project.js';

/**
 * Declares, and enforces, that a route is for an Owner of the default organization: what is the
 * whole deployment's (its plugins) rather than one organization's. Signed in as
 * `requiresSignedIn` has it (401; 403 below the session's assurance level), then 403 for anyone
 * who is not such an Owner, before the request's body is even read.
 */
export const requiresDefaultOrganizationOwner = (platform: Pick<pg.Pool, 'query'>) =>
  Object.assign(
    createMiddleware<AppEnv>(async (c, next) =>
      requiresSignedIn()(c, async () => {
        const role = await roleIn(platform, currentPrincipal(c), {
          orgSlug: DEFAULT_ORGANIZATION_SLUG,
        });
        if (role !== 'owner') {
          throw forbidden(
            'Only an Owner of the default organization may do this',
            'insufficient_permissions',
          );
        }
        await next();
      }),
    ),
    { [PERMISSION_DECLARATION]: 'owner of the default organization' },
  );
