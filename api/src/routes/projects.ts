import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../http/env.js';
import { requires } from '../http/permission-middleware.js';

/** `/platform/projects`: the projects this user can open. */
export const projectRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>().get('/', requires('platform:read', 'projects'), async (c) => {
    const { rows } = await platform.query<{
      ref: string;
      name: string;
      status: string;
      organization_slug: string;
    }>(
      `SELECT p.ref, p.name, p.status, o.slug AS organization_slug
         FROM projects p JOIN organizations o ON o.id = p.organization_id
        ORDER BY p.name`,
    );
    return c.json(rows);
  });
