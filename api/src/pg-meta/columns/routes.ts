import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { selectColumns, type Column } from '../shared/columns-query.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { runInTransaction } from '../shared/transaction.js';
import { findTable } from './find-table.js';
import { columnIdParam } from './id-param.js';
import { newColumnBody } from './body.js';
import { addColumn, alterColumn, columnConstraints, dropColumn } from './sql.js';

const columnList = listQuery.extend({ table_id: z.coerce.number().int().positive().optional() });
const createBody = newColumnBody.extend({ table_id: z.number().int().positive() });
const updateBody = createBody
  .omit({ table_id: true, is_primary_key: true })
  .partial()
  .extend({ drop_default: z.boolean().optional() });
const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

async function findColumn(pool: pg.Pool, tableId: number, ordinal: number): Promise<Column> {
  const { text, values } = selectColumns({ tableId, ordinal });
  const column = (await pool.query<Column>(text, [...values])).rows[0];
  if (!column) throw notFound(`Column with id ${tableId}.${ordinal} not found`);
  return column;
}

async function findColumnByName(pool: pg.Pool, tableId: number, name: string): Promise<Column> {
  const { rows } = await pool.query<{ attnum: number }>(
    'SELECT attnum::int FROM pg_attribute WHERE attrelid = $1 AND attname = $2',
    [tableId, name],
  );
  return findColumn(pool, tableId, rows[0]!.attnum);
}

/** `/platform/pg-meta/{ref}/columns`. */
export const columnRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'columns'), validate('query', columnList), async (c) => {
      const { text, values } = selectColumns({ list: c.req.valid('query') });
      return c.json((await c.get('project').pool.query<Column>(text, [...values])).rows);
    })
    .get(
      '/:id',
      requires('sql:admin:read', 'columns'),
      validate('param', columnIdParam),
      async (c) => {
        const { tableId, ordinal } = c.req.valid('param').id;
        return c.json(await findColumn(c.get('project').pool, tableId, ordinal));
      },
    )
    .post('/', requires('sql:admin:write', 'columns'), validate('json', createBody), async (c) => {
      const { table_id, ...column } = c.req.valid('json');
      const pool = c.get('project').pool;
      const table = await findTable(pool, table_id);
      assertSchemaWritable(table.schema);
      const statements = await addColumn(table, column);
      await runInTransaction(pool, statements);
      return c.json(await findColumnByName(pool, table_id, column.name), 201);
    })
    .patch(
      '/:id',
      requires('sql:admin:write', 'columns'),
      validate('param', columnIdParam),
      validate('json', updateBody),
      async (c) => {
        const pool = c.get('project').pool;
        const { tableId, ordinal } = c.req.valid('param').id;
        const column = await findColumn(pool, tableId, ordinal);
        assertSchemaWritable(column.schema);
        const { text, values } = columnConstraints(tableId, ordinal);
        const constraints = (await pool.query<{ name: string; type: string }>(text, [...values]))
          .rows;
        const named = (type: string) =>
          constraints.filter((k) => k.type === type).map((k) => k.name);
        const statements = await alterColumn(
          { schema: column.schema, name: column.table },
          { ...column, uniqueConstraints: named('u'), checkConstraints: named('c') },
          c.req.valid('json'),
        );
        await runInTransaction(pool, statements);
        return c.json(await findColumn(pool, tableId, ordinal));
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'columns'),
      validate('param', columnIdParam),
      validate('query', dropQuery),
      async (c) => {
        const pool = c.get('project').pool;
        const { tableId, ordinal } = c.req.valid('param').id;
        const column = await findColumn(pool, tableId, ordinal);
        assertSchemaWritable(column.schema);
        const table = { schema: column.schema, name: column.table };
        await pool.query(dropColumn(table, column.name, c.req.valid('query').cascade === 'true'));
        return c.json(column);
      },
    );
