import { Hono } from 'hono';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget, qualifiedName } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { identifier } from '../shared/identifier.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
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
import { projectDb } from '../shared/project-db.js';

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

const findFunction = (db: Queryable, id: number) =>
  findOne<DbFunction>(db, getFunction(id), `Function with id ${id} not found`);

/** Postgres's canonical spelling of a type name; 400 when there is no such type. */
async function canonicalType(db: Queryable, name: string): Promise<string> {
  const { text, values } = resolveType(name);
  const type = (await db.query<{ type: string | null }>(text, [...values])).rows[0]?.type;
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
        return c.json(
          await projectDb(c).rows<DbFunction>(
            listFunctions({
              ...list,
              trigger_functions: list.trigger_functions === 'true',
            }),
          ),
        );
      },
    )
    .get('/:id', requires('sql:admin:read', 'functions'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findFunction(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'functions'),
      audited('function.created'),
      validate('json', createBody),
      async (c) => {
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, c.req.valid('json'), qualifiedName),
          writes: (fn) => [fn.schema],
          change: async (client, fn) => {
            const setOf = /^setof\s+/i.exec(fn.return_type);
            const returnType = await canonicalType(
              client,
              fn.return_type.slice(setOf?.[0].length ?? 0),
            );
            const args = [];
            for (const arg of fn.args) {
              const { name, type } = splitArg(arg);
              args.push({ name, type: await canonicalType(client, type) });
            }
            await client.query(
              createFunction({ ...fn, args, return_type: returnType, returns_set: Boolean(setOf) }),
            );
            const { text, values } = functionId(fn.schema, fn.name, args);
            return (await client.query<{ id: number }>(text, [...values])).rows[0]!.id;
          },
          readBack: (client, _fn, id) => findFunction(client, id),
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'functions'),
      audited('function.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const change = c.req.valid('json');
        const fn = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findFunction(client, id), qualifiedName),
          writes: (current) => [current.schema, change.schema],
          change: (client, current) => {
            const statements = alterFunction(current, change);
            if (!statements) {
              throw badRequest(
                `The body of function "${current.name}" is not a dollar-quoted string and cannot be edited here`,
                'unsupported_function_body',
              );
            }
            return runStatements(client, statements);
          },
          readBack: (client) => findFunction(client, id),
        });
        return c.json(fn);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'functions'),
      audited('function.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const fn = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findFunction(client, c.req.valid('param').id), qualifiedName),
          writes: (fn) => [fn.schema],
          change: async (client, fn) => {
            await client.query(dropFunction(fn, cascades(c.req.valid('query'))));
            return fn;
          },
        });
        return c.json(fn);
      },
    );
