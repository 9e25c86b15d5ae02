import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { positiveId } from '../shared/id-param.js';
import { findBackend, listOngoingQueries, terminateBackend, type OngoingQuery } from './sql.js';

const pidParam = z.object({ pid: positiveId });

/** `/platform/pg-meta/{ref}/queries`: the SQL editor's ongoing queries, and aborting one. */
export const queryManagementRoutes = () =>
  new Hono<AppEnv>()
    .get('/ongoing', requires('sql:admin:read', 'queries'), async (c) => {
      const { text, values } = listOngoingQueries();
      return c.json((await c.get('project').pool.query<OngoingQuery>(text, [...values])).rows);
    })
    .post(
      '/:pid/terminate',
      requires('sql:admin:write', 'queries'),
      validate('param', pidParam),
      async (c) => {
        const pool = c.get('project').pool;
        const pid = c.req.valid('param').pid;
        const backend = findBackend(pid);
        if ((await pool.query(backend.text, [...backend.values])).rowCount === 0) {
          throw notFound(`No backend with pid ${pid} on this database`);
        }
        const { text, values } = terminateBackend(pid);
        const { rows } = await pool.query<{ terminated: boolean }>(text, [...values]);
        return c.json({ pid, terminated: rows[0]!.terminated });
      },
    );
