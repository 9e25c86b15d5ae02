import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { identifier } from '../shared/identifier.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { runInTransaction, withTransaction } from '../shared/transaction.js';
import {
  alterFunction,
  createFunction,
  dropFunction,
  functionId,
  getFunction,
  listFunctions,
  resolveType,
  splitArg,
  type DbFunction,
} from './sql.js';

const nonEmpty = z.string().trim().min(1);
const functionListQuery = listQuery.extend({
  trigger_functions: z.enum(['true', 'false']).optional(),
});
const createBody = z.object({
  name: identifier,
  definition: z.string(),
  schema: identifier.default('public'),
  language: nonEmpty.default('sql'),
  return_type: nonEmpty.default('void'),
  args: z.array(nonEmpty).default([]),
  behavior: z.enum(['IMMUTABLE', 'STABLE', 'VOLATILE']).default('VOLATILE'),
  security_definer: z.boolean().default(false),
  config_params: z.record(nonEmpty, nonEmpty).default({}),
});
const updateBody = z.object({
  name: identifier.optional(),
  schema: identifier.optional(),
  definition: z.string().optional(),
});
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findFunction(pool: pg.Pool, id: number): Promise<DbFunction> {
  const { text, values } = getFunction(id);
  const fn = (await pool.query<DbFunction>(text, [...values])).rows[0];
  if (!fn) throw notFound(`Function with id ${id} not found`);
  return fn;
}

/** Postgres's canonical spelling of a type name; 400 when there is no such type. */
async function canonicalType(pool: pg.Pool, name: string): Promise<string> {
  const { text, values } = resolveType(name);
  const type = (await pool.query<{ type: string | null }>(text, [...values])).rows[0]?.type;
  if (!type) throw badRequest(`Type "${name}" does not exist`, 'unknown_type');
  return type;
}

/** `/platform/pg-meta/{ref}/functions`. */
export const functionRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'functions'),
      validate('query', functionListQuery),
      async (c) => {
        const list = c.req.valid('query');
        const { text, values } = listFunctions({
          ...list,
          trigger_functions: list.trigger_functions === 'true',
        });
        return c.json((await c.get('project').pool.query<DbFunction>(text, [...values])).rows);
      },
    )
    .get('/:id', requires('sql:admin:read', 'functions'), validate('param', idParam), async (c) =>
      c.json(await findFunction(c.get('project').pool, c.req.valid('param').id)),
    )
    .post(
      '/',
      requires('sql:admin:write', 'functions'),
      validate('json', createBody),
      async (c) => {
        const body = c.req.valid('json');
        assertSchemaWritable(body.schema);
        const pool = c.get('project').pool;
        const setOf = /^setof\s+/i.exec(body.return_type);
        const returnType = await canonicalType(
          pool,
          body.return_type.slice(setOf?.[0].length ?? 0),
        );
        const args = await Promise.all(
          body.args.map(async (arg) => {
            const { name, type } = splitArg(arg);
            return { name, type: await canonicalType(pool, type) };
          }),
        );
        const statement = createFunction({
          ...body,
          args,
          return_type: returnType,
          returns_set: Boolean(setOf),
        });
        const { rows } = await withTransaction(pool, async (client) => {
          await client.query(statement);
          const { text, values } = functionId(body.schema, body.name, args);
          return client.query<{ id: number }>(text, [...values]);
        });
        return c.json(await findFunction(pool, rows[0]!.id), 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'functions'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const current = await findFunction(pool, id);
        const change = c.req.valid('json');
        assertSchemaWritable(current.schema);
        if (change.schema) assertSchemaWritable(change.schema);
        const statements = alterFunction(current, change);
        if (!statements) {
          throw badRequest(
            `The body of function "${current.name}" is not a dollar-quoted string and cannot be edited here`,
            'unsupported_function_body',
          );
        }
        await runInTransaction(pool, statements);
        return c.json(await findFunction(pool, id));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'functions'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const fn = await findFunction(pool, c.req.valid('param').id);
        assertSchemaWritable(fn.schema);
        await pool.query(dropFunction(fn, c.req.valid('query').cascade === 'true'));
        return c.json(fn);
      },
    );
