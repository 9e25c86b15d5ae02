import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { runInTransaction } from '../shared/transaction.js';
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
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findSchema(pool: pg.Pool, id: number): Promise<Schema> {
  const { text, values } = getSchema(id);
  const schema = (await pool.query<Schema>(text, [...values])).rows[0];
  if (!schema) throw notFound(`Schema with id ${id} not found`);
  return schema;
}

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
      const { name, owner } = c.req.valid('json');
      assertSchemaWritable(name);
      const pool = c.get('project').pool;
      await pool.query(createSchema(name, owner));
      const { rows } = await pool.query<Schema>(
        `SELECT oid::int AS id, nspname AS name, pg_get_userbyid(nspowner) AS owner
           FROM pg_namespace WHERE nspname = $1`,
        [name],
      );
      return c.json(rows[0]!, 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'schemas'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const current = await findSchema(pool, id);
        const change = c.req.valid('json');
        assertSchemaWritable(current.name);
        if (change.name) assertSchemaWritable(change.name);
        await runInTransaction(pool, alterSchema(current.name, change));
        return c.json(await findSchema(pool, id));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'schemas'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const schema = await findSchema(pool, c.req.valid('param').id);
        assertSchemaWritable(schema.name);
        await pool.query(dropSchema(schema.name, c.req.valid('query').cascade === 'true'));
        return c.json(schema);
      },
    );
