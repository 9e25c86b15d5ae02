import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { validate } from '../../http/validate.js';
import { decimalInteger } from '../../pg-meta/index.js';
import { deleteRuns, KEPT_RUNS, listRuns } from './store.js';

const listQuery = z.object({
  search: z.string().max(1000).optional(),
  limit: decimalInteger(1, 100).default(50),
  offset: decimalInteger(0, KEPT_RUNS).default(0),
});

const deleteBody = z.object({
  ids: z
    .array(z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a run id'))
    .min(1)
    .max(KEPT_RUNS),
});

/**
 * `/platform/projects/:ref/sql-history`: the caller's own runs of the SQL editor in the project,
 * newest first, searchable by their text, and their removal. Whoever may run SQL in the editor
 * (`sql:admin:read`, Read-only members included) has a history; nobody sees another's.
 */
export const sqlHistoryRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'sql'), validate('query', listQuery), async (c) => {
      const { search, limit, offset } = c.req.valid('query');
      const { userId } = currentPrincipal(c);
      const projectRef = c.req.param('ref')!;
      return c.json(
        await listRuns(platform, {
          projectRef,
          userId,
          search: search || undefined,
          limit,
          offset,
        }),
      );
    })
    .delete(
      '/',
      requires('sql:admin:read', 'sql'),
      audited('sql_history.deleted'),
      validate('json', deleteBody),
      async (c) => {
        const { ids } = c.req.valid('json');
        const { userId } = currentPrincipal(c);
        const deleted = await deleteRuns(
          platform,
          { projectRef: c.req.param('ref')!, userId },
          ids,
        );
        noteAudit(c, { target: `${deleted}` });
        return c.json({ deleted });
      },
    );
