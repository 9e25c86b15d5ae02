import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { findTable } from '../columns/find-table.js';
import { idParam } from '../shared/id-param.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { withTransaction } from '../shared/transaction.js';
import { newForeignKeyBody } from './foreign-key-body.js';
import {
  addForeignKey,
  dropConstraint,
  foreignKeyIds,
  getForeignKey,
  listForeignKeys,
  type ForeignKey,
} from './foreign-key-sql.js';
import { tableListQuery } from './routes.js';

const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findForeignKey(db: pg.Pool | pg.PoolClient, id: number): Promise<ForeignKey> {
  const { text, values } = getForeignKey(id);
  const fk = (await db.query<ForeignKey>(text, [...values])).rows[0];
  if (!fk) throw notFound(`Foreign key with id ${id} not found`);
  return fk;
}

/** `/platform/pg-meta/{ref}/foreign-keys`. */
export const foreignKeyRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'columns'),
      validate('query', tableListQuery),
      async (c) => {
        const { text, values } = listForeignKeys(c.req.valid('query'));
        return c.json((await c.get('project').pool.query<ForeignKey>(text, [...values])).rows);
      },
    )
    .get('/:id', requires('sql:admin:read', 'columns'), validate('param', idParam), async (c) =>
      c.json(await findForeignKey(c.get('project').pool, c.req.valid('param').id)),
    )
    .post(
      '/',
      requires('sql:admin:write', 'columns'),
      validate('json', newForeignKeyBody),
      async (c) => {
        const fk = c.req.valid('json');
        const pool = c.get('project').pool;
        const source = await findTable(pool, fk.source_id);
        const target = await findTable(pool, fk.target_id);
        assertSchemaWritable(source.schema);
        const statement = addForeignKey(source, target, fk);
        const ids = foreignKeyIds(fk.source_id);
        const created = await withTransaction(pool, async (client) => {
          const before = new Set(
            (await client.query<{ id: number }>(ids.text, [...ids.values])).rows.map((r) => r.id),
          );
          await client.query(statement);
          const after = (await client.query<{ id: number }>(ids.text, [...ids.values])).rows;
          return findForeignKey(client, after.find((r) => !before.has(r.id))!.id);
        });
        return c.json(created, 201);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'columns'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const fk = await findForeignKey(pool, c.req.valid('param').id);
        assertSchemaWritable(fk.source_schema);
        const table = { schema: fk.source_schema, name: fk.source_table };
        await pool.query(
          dropConstraint(table, fk.constraint_name, c.req.valid('query').cascade === 'true'),
        );
        return c.json(fk);
      },
    );
