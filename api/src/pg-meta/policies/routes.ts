import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { runInTransaction } from '../shared/transaction.js';
import { createBody, previewBody, updateBody } from './bodies.js';
import { findPolicy, planCreate, planSql, planUpdate } from './plan.js';
import { dropPolicy, findPolicyByName, listPolicies, type Policy } from './sql.js';
import { assertPolicyTargetWritable } from './policy-target.js';
import { runPolicyTest, testBody } from './tester.js';

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
      const plan = await planCreate(policy);
      const pool = c.get('project').pool;
      await runInTransaction(pool, plan.statements);
      const { text, values } = findPolicyByName(policy.schema, policy.table, policy.name);
      return c.json((await pool.query<Policy>(text, [...values])).rows[0]!, 201);
    })
    // The review step's SQL, from the same plan the create and update routes run. Nothing runs.
    .post(
      '/preview',
      requires('sql:admin:read', 'policies'),
      validate('json', previewBody),
      async (c) => {
        const body = c.req.valid('json');
        if (!('id' in body)) return c.json({ sql: planSql(await planCreate(body)) });
        const { id, ...change } = body;
        const current = await findPolicy(c.get('project').pool, id);
        return c.json({ sql: planSql(await planUpdate(current, change)) });
      },
    )
    // DDL in a transaction that is always rolled back: still DDL, so it needs the write grant.
    .post('/test', requires('sql:admin:write', 'policies'), validate('json', testBody), async (c) =>
      c.json(await runPolicyTest(c.get('project').pool, c.req.valid('json'))),
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'policies'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const plan = await planUpdate(await findPolicy(pool, id), c.req.valid('json'));
        await runInTransaction(pool, plan.statements);
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
        assertPolicyTargetWritable(policy.schema, policy.table);
        await pool.query(dropPolicy(policy));
        return c.json(policy);
      },
    );
