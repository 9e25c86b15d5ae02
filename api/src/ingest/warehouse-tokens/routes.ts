import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { createWarehouseToken, listWarehouseTokens, revokeWarehouseToken } from './store.js';

const newToken = z.object({ description: z.string().trim().min(1).max(100) });

/**
 * `/platform/projects/:ref/analytics/warehouse/access-tokens`: the tokens applications send log
 * events to the ingest surface with. Managing them is the project's administration
 * (`platform:write` on `projects`: Owners and Administrators), listing included, since a list
 * tells which applications send events. A token is answered once, when made; a list shows its
 * alias only. A token is named by its id, never by itself, so no secret is ever in a URL or a log.
 */
export const warehouseTokenRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requires('platform:write', 'projects'), async (c) =>
      c.json(await listWarehouseTokens(platform, c.req.param('ref')!)),
    )
    .post(
      '/',
      requires('platform:write', 'projects'),
      audited('warehouse_token.created'),
      validate('json', newToken),
      async (c) => {
        const { description } = c.req.valid('json');
        noteAudit(c, { target: description });
        return c.json(await createWarehouseToken(platform, c.req.param('ref')!, description), 201);
      },
    )
    .delete(
      '/:id',
      requires('platform:write', 'projects'),
      audited('warehouse_token.revoked'),
      async (c) => {
        const revoked = await revokeWarehouseToken(
          platform,
          c.req.param('ref')!,
          c.req.param('id'),
        );
        if (!revoked) throw notFound('Warehouse access token not found');
        noteAudit(c, { target: revoked.description });
        return c.body(null, 204);
      },
    );
