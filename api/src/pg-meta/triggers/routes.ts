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
import { runInTransaction, withTransaction } from '../shared/transaction.js';
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

const triggerName = z.string().regex(/^\S+$/, 'Invalid trigger name');
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
});
const updateBody = z.object({
  name: triggerName.optional(),
  enabled_mode: z.enum(ENABLED_MODES).optional(),
});
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findTrigger(pool: pg.Pool, id: number): Promise<Trigger> {
  const { text, values } = getTrigger(id);
  const row = (await pool.query<TriggerRow>(text, [...values])).rows[0];
  if (!row) throw notFound(`Trigger with id ${id} not found`);
  return toTrigger(row);
}

/** `/platform/pg-meta/{ref}/triggers`. */
export const triggerRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'triggers'), validate('query', listQuery), async (c) => {
      const { text, values } = listTriggers(c.req.valid('query'));
      const { rows } = await c.get('project').pool.query<TriggerRow>(text, [...values]);
      return c.json(rows.map(toTrigger));
    })
    .get('/:id', requires('sql:admin:read', 'triggers'), validate('param', idParam), async (c) =>
      c.json(await findTrigger(c.get('project').pool, c.req.valid('param').id)),
    )
    .post('/', requires('sql:admin:write', 'triggers'), validate('json', createBody), async (c) => {
      const trigger = c.req.valid('json');
      assertSchemaWritable(trigger.schema);
      const pool = c.get('project').pool;
      const { rows } = await withTransaction(pool, async (client) => {
        for (const statement of createTrigger(trigger)) await client.query(statement);
        const { text, values } = findTriggerId(trigger.schema, trigger.table, trigger.name);
        return client.query<{ id: number }>(text, [...values]);
      });
      return c.json(await findTrigger(pool, rows[0]!.id), 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'triggers'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const id = c.req.valid('param').id;
        const current = await findTrigger(pool, id);
        assertSchemaWritable(current.schema);
        await runInTransaction(pool, alterTrigger(current, c.req.valid('json')));
        return c.json(await findTrigger(pool, id));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'triggers'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const trigger = await findTrigger(pool, c.req.valid('param').id);
        assertSchemaWritable(trigger.schema);
        await pool.query(dropTrigger(trigger, c.req.valid('query').cascade === 'true'));
        return c.json(trigger);
      },
    );
