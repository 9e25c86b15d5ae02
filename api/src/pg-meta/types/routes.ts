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
  alterType,
  createType,
  dropType,
  getType,
  getTypeByName,
  listTypes,
  type EnumType,
} from './sql.js';

const value = z.string().min(1, 'Please provide a value');
const createBody = z.object({
  schema: z.string().default('public'),
  name: z.string().min(1, 'Please provide a name for your enumerated type'),
  enums: z.array(value),
  comment: z.string().optional(),
});
const updateBody = z.object({
  name: z.string().min(1).optional(),
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
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findType(pool: pg.Pool, id: number): Promise<EnumType> {
  const { text, values } = getType(id);
  const type = (await pool.query<EnumType>(text, [...values])).rows[0];
  if (!type) throw notFound(`Enumerated type with id ${id} not found`);
  return type;
}

async function run(pool: pg.Pool, statements: readonly string[]): Promise<void> {
  await runInTransaction(pool, statements);
}

/** `/platform/pg-meta/{ref}/types`: enumerated types. */
export const typeRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'types'), validate('query', listQuery), async (c) => {
      const { text, values } = listTypes(c.req.valid('query'));
      return c.json((await c.get('project').pool.query<EnumType>(text, [...values])).rows);
    })
    .get('/:id', requires('sql:admin:read', 'types'), validate('param', idParam), async (c) =>
      c.json(await findType(c.get('project').pool, c.req.valid('param').id)),
    )
    .post('/', requires('sql:admin:write', 'types'), validate('json', createBody), async (c) => {
      const type = c.req.valid('json');
      assertSchemaWritable(type.schema);
      const pool = c.get('project').pool;
      await run(pool, createType(type));
      const { text, values } = getTypeByName(type.schema, type.name);
      return c.json((await pool.query<EnumType>(text, [...values])).rows[0]!, 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'types'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const current = await findType(pool, id);
        assertSchemaWritable(current.schema);
        await run(pool, alterType(current, c.req.valid('json')));
        return c.json(await findType(pool, id));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'types'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const type = await findType(pool, c.req.valid('param').id);
        assertSchemaWritable(type.schema);
        await pool.query(dropType(type, c.req.valid('query').cascade === 'true'));
        return c.json(type);
      },
    );
