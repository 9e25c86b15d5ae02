import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget, qualifiedName } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { findTable } from '../columns/find-table.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam, tableIdFilter } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { projectDb } from '../shared/project-db.js';
import {
  createIndex,
  dropIndex,
  getIndex,
  indexIds,
  INDEX_METHODS,
  listIndexes,
  type Index,
} from './sql.js';

const indexList = listQuery.extend(tableIdFilter.shape);
const createBody = z.object({
  table_id: z.number().int().positive(),
  name: z.string().min(1).optional(),
  columns: z.array(z.string().min(1)).min(1),
  method: z.enum(INDEX_METHODS).optional(),
  unique: z.boolean().optional(),
});

const findIndex = (db: Queryable, id: number) =>
  findOne<Index>(db, getIndex(id), `Index with id ${id} not found`);

/** The ids of a table's indexes, to tell which one a CREATE INDEX made. */
async function indexIdsOf(client: pg.PoolClient, tableId: number): Promise<number[]> {
  const { text, values } = indexIds(tableId);
  return (await client.query<{ id: number }>(text, [...values])).rows.map((r) => r.id);
}

/** `/platform/pg-meta/{ref}/indexes`. */
export const indexRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'indexes'), validate('query', indexList), async (c) => {
      return c.json(await projectDb(c).rows<Index>(listIndexes(c.req.valid('query'))));
    })
    .get('/:id', requires('sql:admin:read', 'indexes'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findIndex(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'indexes'),
      audited('index.created'),
      validate('json', createBody),
      async (c) => {
        const index = c.req.valid('json');
        const created = await projectDb(c).mutate({
          find: (client) => findTable(client, index.table_id),
          writes: (table) => [table.schema],
          change: async (client, table) => {
            const before = new Set(await indexIdsOf(client, index.table_id));
            await client.query(createIndex(table, index));
            return (await indexIdsOf(client, index.table_id)).find((id) => !before.has(id))!;
          },
          readBack: async (client, _table, id) =>
            notingTarget(c, await findIndex(client, id), qualifiedName),
        });
        return c.json(created, 201);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'indexes'),
      audited('index.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const index = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findIndex(client, c.req.valid('param').id), qualifiedName),
          writes: (index) => [index.schema],
          change: async (client, index) => {
            await client.query(dropIndex(index.schema, index.name, cascades(c.req.valid('query'))));
            return index;
          },
        });
        return c.json(index);
      },
    );
