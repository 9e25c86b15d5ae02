import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import { findOne, type Db } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { mutate } from '../shared/mutation.js';
import { runStatements } from '../shared/transaction.js';
import {
  alterSchema,
  createSchema,
  dropSchema,
  getSchema,
  listSchemas,
  type Schema,
} from './sql.js';

const createBody = z.object({ name: z.string(), owner: z.string().optional() });
const updateBody = z.object({ name: z.string().optional(), owner: z.string().optional() });

const findSchema = (db: Db, id: number) =>
  findOne<Schema>(db, getSchema(id), `Schema with id ${id} not found`);

/** `/platform/pg-meta/{ref}/schemas`. */
export const schemaRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'schemas'), validate('query', listQuery), async (c) => {
      const { text, values } = listSchemas(c.req.valid('query'));
      return c.json((await c.get('project').pool.query<Schema>(text, [...values])).rows);
    })
    .get('/:id', requires('sql:admin:read', 'schemas'), validate('param', idParam), async (c) =>
      c.json(await findSchema(c.get('project').pool, c.req.valid('param').id)),
    )
    .post('/', requires('sql:admin:write', 'schemas'), validate('json', createBody), async (c) => {
      const created = await mutate(c, {
        find: () => c.req.valid('json'),
        writes: (schema) => [schema.name],
        change: async (client, { name, owner }) => {
          await client.query(createSchema(name, owner));
        },
        readBack: async (client, { name }) =>
          (
            await client.query<Schema>(
              `SELECT oid AS id, nspname AS name, pg_get_userbyid(nspowner) AS owner
                 FROM pg_namespace WHERE nspname = $1`,
              [name],
            )
          ).rows[0]!,
      });
      return c.json(created, 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'schemas'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const change = c.req.valid('json');
        const schema = await mutate(c, {
          find: (client) => findSchema(client, id),
          writes: (current) => [current.name, change.name],
          change: (client, current) => runStatements(client, alterSchema(current.name, change)),
          readBack: (client) => findSchema(client, id),
        });
        return c.json(schema);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'schemas'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const schema = await mutate(c, {
          find: (client) => findSchema(client, c.req.valid('param').id),
          writes: (schema) => [schema.name],
          change: async (client, schema) => {
            await client.query(dropSchema(schema.name, cascades(c.req.valid('query'))));
            return schema;
          },
        });
        return c.json(schema);
      },
    );
