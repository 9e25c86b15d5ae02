import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../http/env.js';
import { requiresSignedIn } from '../http/permission-middleware.js';
import { currentPrincipal } from '../platform/principal.js';

interface ProjectSummary {
  ref: string;
  name: string;
  status: string;
  organization_slug: string;
}

/**
 * `/platform/projects`: the projects this user can open: those of their organizations (every
 * role may read its projects).
 */
export const projectRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>().get('/', requiresSignedIn(), async (c) => {
    const { rows } = await platform.query<ProjectSummary>(
      `SELECT p.ref, p.name, p.status, o.slug AS organization_slug
         FROM projects p JOIN organizations o ON o.id = p.organization_id
        WHERE EXISTS (SELECT 1 FROM organization_members m
                       WHERE m.organization_id = o.id AND m.user_id = $1::uuid)
        ORDER BY p.name`,
      [currentPrincipal(c).userId],
    );
    return c.json(rows);
  });
