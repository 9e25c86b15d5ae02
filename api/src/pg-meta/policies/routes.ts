import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { withTransaction } from '../shared/transaction.js';
import { assertSingleExpression } from './expression.js';
import {
  alterPolicy,
  createPolicy,
  dropPolicy,
  findPolicyByName,
  getPolicy,
  listPolicies,
  POLICY_COMMANDS,
  takesCheck,
  takesUsing,
  type Policy,
  type PolicyCommand,
} from './sql.js';

const createBody = z.object({
  name: z.string().min(1),
  schema: z.string().default('public'),
  table: z.string().min(1),
  command: z.enum(POLICY_COMMANDS).default('ALL'),
  action: z.literal('PERMISSIVE').optional(),
  roles: z.array(z.string().min(1)).optional(),
  definition: z.string().optional(),
  check: z.string().optional(),
});
const updateBody = z.object({
  name: z.string().min(1).optional(),
  roles: z.array(z.string().min(1)).optional(),
  definition: z.string().optional(),
  check: z.string().optional(),
});

/** Refuses (400) a clause the command does not take, and anything that is not one expression. */
async function checkClauses(
  command: PolicyCommand,
  clauses: { definition?: string; check?: string },
): Promise<void> {
  if (clauses.definition !== undefined) {
    if (!takesUsing(command)) throw badRequest(`${command} policies take no USING expression`);
    await assertSingleExpression('definition', clauses.definition);
  }
  if (clauses.check !== undefined) {
    if (!takesCheck(command)) throw badRequest(`${command} policies take no WITH CHECK expression`);
    await assertSingleExpression('check', clauses.check);
  }
}

async function findPolicy(pool: pg.Pool, id: number): Promise<Policy> {
  const { text, values } = getPolicy(id);
  const policy = (await pool.query<Policy>(text, [...values])).rows[0];
  if (!policy) throw notFound(`Policy with id ${id} not found`);
  return policy;
}

/** `/platform/pg-meta/{ref}/policies`. */
export const policyRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'policies'), validate('query', listQuery), async (c) => {
      const { text, values } = listPolicies(c.req.valid('query'));
      return c.json((await c.get('project').pool.query<Policy>(text, [...values])).rows);
    })
    .get('/:id', requires('sql:admin:read', 'policies'), validate('param', idParam), async (c) =>
      c.json(await findPolicy(c.get('project').pool, c.req.valid('param').id)),
    )
    .post('/', requires('sql:admin:write', 'policies'), validate('json', createBody), async (c) => {
      const policy = c.req.valid('json');
      assertSchemaWritable(policy.schema);
      await checkClauses(policy.command, policy);
      const pool = c.get('project').pool;
      await pool.query(createPolicy(policy));
      const { text, values } = findPolicyByName(policy.schema, policy.table, policy.name);
      return c.json((await pool.query<Policy>(text, [...values])).rows[0]!, 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'policies'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const current = await findPolicy(pool, id);
        const change = c.req.valid('json');
        assertSchemaWritable(current.schema);
        await checkClauses(current.command, change);
        await withTransaction(pool, async (client) => {
          for (const statement of alterPolicy(current, change)) await client.query(statement);
        });
        return c.json(await findPolicy(pool, id));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'policies'),
      validate('param', idParam),
      async (c) => {
        const pool = c.get('project').pool;
        const policy = await findPolicy(pool, c.req.valid('param').id);
        assertSchemaWritable(policy.schema);
        await pool.query(dropPolicy(policy));
        return c.json(policy);
      },
    );
