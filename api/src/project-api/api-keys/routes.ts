import { Hono } from 'hono';
import type pg from 'pg';
import { notFound } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import type { SecretBox } from '../../platform/index.js';
import { projectApiKeys, rollProjectApiKeys } from './store.js';

/**
 * `/platform/projects/:ref/api-keys`: the project's `anon` and `service_role` keys, and rolling
 * the JWT secret they are signed with. The service key bypasses row-level security, which is as
 * much as running any statement, so seeing the keys takes `sql:query` (Owners, Administrators and
 * Developers; not Read-only members). Rolling cuts off every application using the old keys, so it
 * is the Owner's alone (`platform:write` on `api_keys`, a resource no other role writes). The
 * secret itself is never answered.
 */
export const apiKeyRoutes = (platform: pg.Pool, secrets: SecretBox) =>
  new Hono<AppEnv>()
    .get('/', requires('sql:query', 'api_keys'), async (c) => {
      const keys = await projectApiKeys(platform, secrets, c.req.param('ref')!);
      if (!keys) throw notFound('The project has no API keys');
      return c.json(keys);
    })
    .post(
      '/roll',
      requires('platform:write', 'api_keys'),
      audited('api_keys.rolled'),
      async (c) => {
        const ref = c.req.param('ref')!;
        noteAudit(c, { target: ref });
        const keys = await rollProjectApiKeys(platform, secrets, ref);
        if (!keys) throw notFound('The project has no API keys');
        return c.json(keys);
      },
    );
