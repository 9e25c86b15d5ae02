import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { positiveId } from '../shared/id-param.js';
import { findBackend, listOngoingQueries, terminateBackend, type OngoingQuery } from './sql.js';
import { projectDb } from '../shared/project-db.js';

const pidParam = z.object({ pid: positiveId });

/** `/platform/pg-meta/{ref}/queries`: the SQL editor's ongoing queries, and aborting one. */
export const queryManagementRoutes = () =>
  new Hono<AppEnv>()
    .get('/ongoing', requires('sql:admin:read', 'queries'), async (c) => {
      return c.json(await projectDb(c).rows<OngoingQuery>(listOngoingQueries()));
    })
    .post(
      '/:pid/terminate',
      requires('sql:admin:write', 'queries'),
      validate('param', pidParam),
      async (c) => {
        const db = projectDb(c);
        const pid = c.req.valid('param').pid;
        if ((await db.rows(findBackend(pid))).length === 0) {
          throw notFound(`No backend with pid ${pid} on this database`);
        }
        const rows = await db.rows<{ terminated: boolean }>(terminateBackend(pid));
        return c.json({ pid, terminated: rows[0]!.terminated });
      },
    );
