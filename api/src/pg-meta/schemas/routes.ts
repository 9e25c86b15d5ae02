import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { projectDb } from '../shared/project-db.js';
import { runStatements } from '../../db/transaction.js';
import {
  alterSchema,
  createSchema,
  dropSchema,
  getSchema,
  getSchemaByName,
  listSchemas,
  type Schema,
} from './sql.js';

const createBody = z.object({ name: z.string(), owner: z.string().optional() });
const updateBody = z.object({ name: z.string().optional(), owner: z.string().optional() });

const findSchema = (db: Queryable, id: number) =>
  findOne<Schema>(db, getSchema(id), `Schema with id ${id} not found`);
const findSchemaByName = (db: Queryable, name: string) =>
  findOne<Schema>(db, getSchemaByName(name), `Schema ${name} not found`);

/** A schema as the audit log names it. */
const schemaName = (schema: { name: string }) => schema.name;

/** `/platform/pg-meta/{ref}/schemas`. */
export const schemaRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'schemas'), validate('query', listQuery), async (c) => {
      return c.json(await projectDb(c).rows<Schema>(listSchemas(c.req.valid('query'))));
    })
    .get('/:id', requires('sql:admin:read', 'schemas'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findSchema(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'schemas'),
      audited('schema.created'),
      validate('json', createBody),
      async (c) => {
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, c.req.valid('json'), schemaName),
          writes: (schema) => [schema.name],
          change: async (client, { name, owner }) => {
            await client.query(createSchema(name, owner));
          },
          readBack: (client, { name }) => findSchemaByName(client, name),
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'schemas'),
      audited('schema.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const change = c.req.valid('json');
        const schema = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findSchema(client, id), schemaName),
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
      audited('schema.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const schema = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findSchema(client, c.req.valid('param').id), schemaName),
          writes: (schema) => [schema.name],
          change: async (client, schema) => {
            await client.query(dropSchema(schema.name, cascades(c.req.valid('query'))));
            return schema;
          },
        });
        return c.json(schema);
      },
    );
