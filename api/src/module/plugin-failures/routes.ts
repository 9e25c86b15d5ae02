import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requiresSignedIn } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { requiresDefaultOrganizationOwner } from '../plugin-switches/routes.js';
import { listFailures, recordFailure } from './store.js';

/** What a browser reports: bounded, so a report cannot grow the table past its rows' size. */
const reportBody = z.object({
  pluginId: z.string().regex(/^[a-z0-9@/._-]{1,100}$/, 'must be a plugin id'),
  where: z.string().min(1).max(200),
  message: z.string().max(2000),
});

/**
 * `/platform/plugins/failures`: a plugin's failure in a browser (a screen, contribution or command
 * that threw) is reported here by the app that contained it, so `/admin/plugins` lists it after a
 * reload, and to the Owner who was not there. Anyone signed in reports (any user's browser runs
 * the plugins); only an Owner of the default organization reads, as for the switches.
 */
export const pluginFailureRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requiresDefaultOrganizationOwner(platform), async (c) =>
      c.json({ failures: await listFailures(platform) }),
    )
    .post('/', requiresSignedIn(), validate('json', reportBody), async (c) => {
      await recordFailure(platform, c.req.valid('json'));
      return c.body(null, 204);
    });
