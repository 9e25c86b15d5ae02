import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import { z } from 'zod';
import { ApiError, forbidden } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { PERMISSION_DECLARATION, requiresSignedIn } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { validate } from '../../http/validate.js';
import { roleIn } from '../../permissions/index.js';
import { DEFAULT_ORGANIZATION_SLUG } from '../../platform/index.js';
import type { PluginSwitchboard } from './plugin-switchboard.js';

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

const pluginIdParam = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,40}$/, 'a plugin id is lower-case letters, digits and dashes'),
});

/**
 * `PUT /platform/plugins/:id/enabled` switches a plugin on for the whole deployment, `DELETE`
 * switches it off; every instance follows (`PluginSwitchboard`). Only an Owner of the default
 * organization may: the deployment's plugins are everyone's. Each is its own route so that its
 * audit entry (`plugin.switched_on`, `plugin.switched_off`, in the default organization's log)
 * says which, refusals included. An app built without a switchboard (some tests) answers 409.
 */
export const pluginSwitchRoutes = (platform: pg.Pool, switches: PluginSwitchboard | undefined) => {
  const switchTo = async (c: Context<AppEnv>, id: string, enabled: boolean) => {
    noteAudit(c, { target: id });
    if (!switches) {
      throw new ApiError(409, 'This server follows no plugin switches', 'plugin_switches_off');
    }
    await switches.choose(id, enabled, currentPrincipal(c).userId);
    return c.json({ id, enabled: switches.isOn(id), plugins: switches.enabled() });
  };
  const inDefaultOrganizationLog = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    c.set('auditOrganization', DEFAULT_ORGANIZATION_SLUG);
    await next();
  };
  return new Hono<AppEnv>()
    .use('/:id/enabled', inDefaultOrganizationLog)
    .put(
      '/:id/enabled',
      requiresDefaultOrganizationOwner(platform),
      audited('plugin.switched_on'),
      validate('param', pluginIdParam),
      (c) => switchTo(c, c.req.valid('param').id, true),
    )
    .delete(
      '/:id/enabled',
      requiresDefaultOrganizationOwner(platform),
      audited('plugin.switched_off'),
      validate('param', pluginIdParam),
      (c) => switchTo(c, c.req.valid('param').id, false),
    );
};
