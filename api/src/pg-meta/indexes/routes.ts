import { Hono } from 'hono';
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
import { buildIndexConcurrently } from './build-concurrently.js';
import { dropIndex, getIndex, INDEX_METHODS, listIndexes, type Index } from './sql.js';

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
        // Concurrently, so a large table keeps taking writes: outside any transaction, hence
        // not through `mutate` (see build-concurrently.ts, which refuses protected schemas).
        const created = await projectDb(c).read(async (client) => {
          const table = await findTable(client, index.table_id);
          const id = await buildIndexConcurrently(client, index.table_id, table, index);
          return notingTarget(c, await findIndex(client, id), qualifiedName);
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
