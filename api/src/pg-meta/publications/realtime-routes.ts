import { Hono } from 'hono';
import { z } from 'zod';
import { audited } from '../../http/audit-policy.js';
import { badRequest } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import type { Queryable } from '../../db/queryable.js';
import { findTable } from '../columns/find-table.js';
import { idParam } from '../shared/id-param.js';
import { notingTarget, qualifiedName } from '../shared/noting-target.js';
import { projectDb } from '../shared/project-db.js';
import { realtimeTables, realtimeToggle, type RealtimeTables } from './realtime-sql.js';

const toggleBody = z.object({ enabled: z.boolean() });

const readState = async (db: Queryable): Promise<RealtimeTables> => {
  const { text, values } = realtimeTables();
  return (await db.query<RealtimeTables>(text, [...values])).rows[0]!;
};

/**
 * `/platform/pg-meta/{ref}/realtime`: which tables Realtime streams (the `supabase_realtime`
 * publication), and one table's switch. A switch adds or drops that table alone, so two people
 * toggling two tables at once both get what they asked for (a PATCH of the publication's whole
 * list would lose one); the publication is made on the first table switched on.
 */
export const realtimeRoutes = () =>
  new Hono<AppEnv>()
    .get('/tables', requires('sql:admin:read', 'publications'), async (c) =>
      c.json(await projectDb(c).read(readState)),
    )
    .put(
      '/tables/:id',
      requires('sql:admin:write', 'publications'),
      audited('publication.altered'),
      validate('param', idParam),
      validate('json', toggleBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const { enabled } = c.req.valid('json');
        const state = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, { id, ...(await findTable(client, id)) }, qualifiedName),
          writes: (table) => [table.schema],
          change: async (client, table) => {
            const current = await readState(client);
            if (current.all_tables) {
              throw badRequest('Realtime is enabled for all tables', 'all_tables');
            }
            const statement = realtimeToggle(current, table, enabled);
            if (statement) await client.query(statement);
          },
          readBack: (client) => readState(client),
        });
        return c.json(state);
      },
    );
