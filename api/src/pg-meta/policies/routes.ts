import { Hono } from 'hono';
import { audited, noteAudit, notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import { createBody, previewBody, updateBody } from './bodies.js';
import { findNamedPolicy, findPolicy } from './find-policy.js';
import { planCreate, planSql, planUpdate } from './plan-sql.js';
import { dropPolicy, listPolicies, type Policy } from './sql.js';
import { assertPolicyTargetWritable } from './policy-target.js';
import { runPolicyTest, testBody } from './tester-run-sql.js';
import { runStoragePolicyTest, storageTestBody } from './storage-tester-run-sql.js';
import { projectDb } from '../shared/project-db.js';

/**
 * Policies are written on a table's schema, with one exception (`realtime.messages`): the target
 * check replaces `mutate`'s protected-schema check, which would refuse that table.
 */
const policyTarget = {
  writes: () => [],
  check: (target: { schema: string; table: string }) =>
    assertPolicyTargetWritable(target.schema, target.table),
};

/** How the audit log names a policy: `name on schema.table`. */
const policyName = (policy: { name: string; schema: string; table: string }) =>
  `${policy.name} on ${policy.schema}.${policy.table}`;

/** `/platform/pg-meta/{ref}/policies`. */
export const policyRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'policies'), validate('query', listQuery), async (c) => {
      return c.json(await projectDb(c).rows<Policy>(listPolicies(c.req.valid('query'))));
    })
    .get('/:id', requires('sql:admin:read', 'policies'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findPolicy(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'policies'),
      audited('policy.created'),
      validate('json', createBody),
      async (c) => {
        const policy = c.req.valid('json');
        noteAudit(c, { target: policyName(policy) });
        const created = await projectDb(c).mutate({
          ...policyTarget,
          find: () => planCreate(policy),
          // User expressions: only through runStatements (guarded, extended protocol).
          change: (client, plan) => runStatements(client, plan.statements),
          readBack: (client) => findNamedPolicy(client, policy),
        });
        return c.json(created, 201);
      },
    )
    // The review step's SQL, from the same plan the create and update routes run. Nothing runs.
    .post(
      '/preview',
      requires('sql:admin:read', 'policies'),
      notAudited(),
      validate('json', previewBody),
      async (c) => {
        const body = c.req.valid('json');
        if (!('id' in body)) return c.json({ sql: planSql(await planCreate(body)) });
        const { id, ...change } = body;
        const current = await projectDb(c).read((client) => findPolicy(client, id));
        return c.json({ sql: planSql(await planUpdate(current, change)) });
      },
    )
    // DDL in a transaction that is always rolled back: still DDL, so it needs the write grant.
    // Always rolled back: nothing changes, so nothing is recorded.
    .post(
      '/test',
      requires('sql:admin:write', 'policies'),
      notAudited(),
      validate('json', testBody),
      async (c) =>
        c.json(await projectDb(c).read((client) => runPolicyTest(client, c.req.valid('json')))),
    )
    // The storage policies page's tester: which files of a bucket a role could list, read,
    // upload to and remove, in a transaction that is always rolled back, as above.
    .post(
      '/test-storage',
      requires('sql:admin:write', 'policies'),
      notAudited(),
      validate('json', storageTestBody),
      async (c) =>
        c.json(
          await projectDb(c).read((client) => runStoragePolicyTest(client, c.req.valid('json'))),
        ),
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'policies'),
      audited('policy.changed'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const updated = await projectDb(c).mutate({
          ...policyTarget,
          find: async (client) => {
            const current = await findPolicy(client, id);
            noteAudit(c, { target: policyName(current) });
            return current;
          },
          change: async (client, current) =>
            runStatements(client, (await planUpdate(current, c.req.valid('json'))).statements),
          readBack: (client) => findPolicy(client, id),
        });
        return c.json(updated);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'policies'),
      audited('policy.dropped'),
      validate('param', idParam),
      async (c) => {
        const dropped = await projectDb(c).mutate({
          ...policyTarget,
          find: async (client) => {
            const policy = await findPolicy(client, c.req.valid('param').id);
            noteAudit(c, { target: policyName(policy) });
            return policy;
          },
          // Names only, quoted: no user expression, so one plain statement.
          change: async (client, policy) => {
            await client.query(dropPolicy(policy));
            return policy;
          },
        });
        return c.json(dropped);
      },
    );
