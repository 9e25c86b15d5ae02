import { Hono } from 'hono';
import { z } from 'zod';
import { isNativeTypeName, NATIVE_TYPE_NAME } from '@atrium/common/native-types';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget, qualifiedName } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import {
  alterType,
  createType,
  dropType,
  getType,
  getTypeByName,
  listTypes,
  type EnumType,
} from './sql.js';
import { projectDb } from '../shared/project-db.js';

const value = z.string().min(1, 'Please provide a value');
/** A type's new name: any but a native type's (spec section 5), in the screen's words. */
const typeName = z
  .string()
  .min(1, 'Please provide a name for your enumerated type')
  .refine((name) => !isNativeTypeName(name), NATIVE_TYPE_NAME);
const createBody = z.object({
  schema: z.string().default('public'),
  name: typeName,
  enums: z.array(value),
  comment: z.string().optional(),
});
const updateBody = z.object({
  name: typeName.optional(),
  comment: z.string().nullable().optional(),
  rename_values: z.array(z.object({ from: value, to: value })).optional(),
  add_values: z
    .array(
      z
        .object({ value, before: value.optional(), after: value.optional() })
        .refine((v) => v.before === undefined || v.after === undefined, {
          message: 'Give either before or after, not both',
        }),
    )
    .optional(),
});

const findType = (db: Queryable, id: number) =>
  findOne<EnumType>(db, getType(id), `Enumerated type with id ${id} not found`);

/** `/platform/pg-meta/{ref}/types`: enumerated types. */
export const typeRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'types'), validate('query', listQuery), async (c) => {
      return c.json(await projectDb(c).rows<EnumType>(listTypes(c.req.valid('query'))));
    })
    .get('/:id', requires('sql:admin:read', 'types'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findType(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'types'),
      audited('type.created'),
      validate('json', createBody),
      async (c) => {
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, c.req.valid('json'), qualifiedName),
          writes: (type) => [type.schema],
          change: (client, type) => runStatements(client, createType(type)),
          readBack: async (client, type) => {
            const { text, values } = getTypeByName(type.schema, type.name);
            return (await client.query<EnumType>(text, [...values])).rows[0]!;
          },
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'types'),
      audited('type.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const type = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findType(client, id), qualifiedName),
          writes: (current) => [current.schema],
          change: (client, current) =>
            runStatements(client, alterType(current, c.req.valid('json'))),
          readBack: (client) => findType(client, id),
        });
        return c.json(type);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'types'),
      audited('type.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const type = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findType(client, c.req.valid('param').id), qualifiedName),
          writes: (type) => [type.schema],
          change: async (client, type) => {
            await client.query(dropType(type, cascades(c.req.valid('query'))));
            return type;
          },
        });
        return c.json(type);
      },
    );
