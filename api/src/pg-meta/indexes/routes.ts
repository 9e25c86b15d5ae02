import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { findTable } from '../columns/find-table.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { withTransaction } from '../shared/transaction.js';
import {
  createIndex,
  dropIndex,
  getIndex,
  indexIds,
  INDEX_METHODS,
  listIndexes,
  type Index,
} from './sql.js';

const indexList = listQuery.extend({ table_id: z.coerce.number().int().positive().optional() });
const createBody = z.object({
  table_id: z.number().int().positive(),
  name: z.string().min(1).optional(),
  columns: z.array(z.string().min(1)).min(1),
  method: z.enum(INDEX_METHODS).optional(),
  unique: z.boolean().optional(),
});
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findIndex(db: pg.Pool | pg.PoolClient, id: number): Promise<Index> {
  const { text, values } = getIndex(id);
  const index = (await db.query<Index>(text, [...values])).rows[0];
  if (!index) throw notFound(`Index with id ${id} not found`);
  return index;
}

/** `/platform/pg-meta/{ref}/indexes`. */
export const indexRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'indexes'), validate('query', indexList), async (c) => {
      const { text, values } = listIndexes(c.req.valid('query'));
      return c.json((await c.get('project').pool.query<Index>(text, [...values])).rows);
    })
    .get('/:id', requires('sql:admin:read', 'indexes'), validate('param', idParam), async (c) =>
      c.json(await findIndex(c.get('project').pool, c.req.valid('param').id)),
    )
    .post('/', requires('sql:admin:write', 'indexes'), validate('json', createBody), async (c) => {
      const index = c.req.valid('json');
      const pool = c.get('project').pool;
      const table = await findTable(pool, index.table_id);
      assertSchemaWritable(table.schema);
      const statement = createIndex(table, index);
      const ids = indexIds(index.table_id);
      const created = await withTransaction(pool, async (client) => {
        const before = new Set(
          (await client.query<{ id: number }>(ids.text, [...ids.values])).rows.map((r) => r.id),
        );
        await client.query(statement);
        const after = (await client.query<{ id: number }>(ids.text, [...ids.values])).rows;
        return findIndex(client, after.find((r) => !before.has(r.id))!.id);
      });
      return c.json(created, 201);
    })
    .delete(
      '/:id',
      requires('sql:admin:write', 'indexes'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const index = await findIndex(pool, c.req.valid('param').id);
        assertSchemaWritable(index.schema);
        await pool.query(
          dropIndex(index.schema, index.name, c.req.valid('query').cascade === 'true'),
        );
        return c.json(index);
      },
    );
