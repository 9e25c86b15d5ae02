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
import { runStatements } from '../../db/transaction.js';
import { guardStatements } from '../../sql/statement-guard.js';
import {
  alterTrigger,
  createTrigger,
  dropTrigger,
  ENABLED_MODES,
  findTriggerId,
  getTrigger,
  listTriggers,
  toTrigger,
  TRIGGER_EVENTS,
  type Trigger,
  type TriggerRow,
} from './sql.js';
import { projectDb } from '../shared/project-db.js';

const triggerName = z.string().regex(/^\S+$/, 'Invalid trigger name');
/** A trigger as the audit log names it: `name on schema.table`. */
const triggerTarget = (trigger: { name: string; schema: string; table: string }) =>
  `${trigger.name} on ${trigger.schema}.${trigger.table}`;

const createBody = z.object({
  name: triggerName,
  schema: z.string().min(1).default('public'),
  table: z.string().min(1, 'You must choose a table'),
  activation: z.enum(['BEFORE', 'AFTER', 'INSTEAD OF']).default('BEFORE'),
  orientation: z.enum(['ROW', 'STATEMENT']).default('STATEMENT'),
  events: z.array(z.enum(TRIGGER_EVENTS)).min(1, 'Select at least 1 event'),
  function_schema: z.string().min(1).default('public'),
  function_name: z.string().min(1),
  function_args: z.array(z.string()).default([]),
  enabled_mode: z.enum(ENABLED_MODES).default('ORIGIN'),
  // postgres-meta's WHEN condition: a user's SQL expression, checked by the statement guard.
  condition: z.string().nullish(),
});
const updateBody = z.object({
  name: triggerName.optional(),
  enabled_mode: z.enum(ENABLED_MODES).optional(),
});

const findTrigger = async (db: Queryable, id: number): Promise<Trigger> =>
  toTrigger(await findOne<TriggerRow>(db, getTrigger(id), `Trigger with id ${id} not found`));

/** `/platform/pg-meta/{ref}/triggers`. */
export const triggerRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'triggers'), validate('query', listQuery), async (c) => {
      const rows = await projectDb(c).rows<TriggerRow>(listTriggers(c.req.valid('query')));
      return c.json(rows.map(toTrigger));
    })
    .get('/:id', requires('sql:admin:read', 'triggers'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findTrigger(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'triggers'),
      audited('trigger.created'),
      validate('json', createBody),
      async (c) => {
        const body = c.req.valid('json');
        // Checked before the transaction: a condition reaching outside its WHEN clause is a 400.
        const statements = await guardStatements(['CreateTrigStmt', 'AlterTableStmt'], (slot) =>
          createTrigger(body, slot),
        );
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, body, triggerTarget),
          writes: (trigger) => [trigger.schema],
          change: async (client, trigger) => {
            await runStatements(client, statements);
            const { text, values } = findTriggerId(trigger.schema, trigger.table, trigger.name);
            return (await client.query<{ id: number }>(text, [...values])).rows[0]!.id;
          },
          readBack: (client, _trigger, id) => findTrigger(client, id),
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'triggers'),
      audited('trigger.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const trigger = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findTrigger(client, id), triggerTarget),
          writes: (current) => [current.schema],
          change: (client, current) =>
            runStatements(client, alterTrigger(current, c.req.valid('json'))),
          readBack: (client) => findTrigger(client, id),
        });
        return c.json(trigger);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'triggers'),
      audited('trigger.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const trigger = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findTrigger(client, c.req.valid('param').id), triggerTarget),
          writes: (trigger) => [trigger.schema],
          change: async (client, trigger) => {
            await client.query(dropTrigger(trigger, cascades(c.req.valid('query'))));
            return trigger;
          },
        });
        return c.json(trigger);
      },
    );
