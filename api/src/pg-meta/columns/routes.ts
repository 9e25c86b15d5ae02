import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { selectColumns, type Column } from '../shared/columns-query.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import { tableIdFilter } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import { findTable } from './find-table.js';
import { currentColumn, findColumn, findColumnByName } from './find-column-sql.js';
import { columnIdParam } from './id-param.js';
import { newColumnBody } from './body.js';
import { addColumn, alterColumn, dropColumn } from './sql.js';
import { projectDb } from '../shared/project-db.js';

const columnList = listQuery.extend(tableIdFilter.shape);
const createBody = newColumnBody.extend({ table_id: z.number().int().positive() });
const updateBody = createBody
  .omit({ table_id: true, is_primary_key: true })
  .partial()
  .extend({ drop_default: z.boolean().optional() });

/** The table a column belongs to, as the DDL builders name it. */
const tableOf = (column: Column) => ({ schema: column.schema, name: column.table });

/** A column as the audit log names it: `schema.table.column`. */
const columnName = (column: Column) => `${column.schema}.${column.table}.${column.name}`;

/** `/platform/pg-meta/{ref}/columns`. */
export const columnRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'columns'), validate('query', columnList), async (c) => {
      return c.json(await projectDb(c).rows<Column>(selectColumns({ list: c.req.valid('query') })));
    })
    .get(
      '/:id',
      requires('sql:admin:read', 'columns'),
      validate('param', columnIdParam),
      async (c) => {
        const { tableId, ordinal } = c.req.valid('param').id;
        return c.json(await projectDb(c).read((client) => findColumn(client, tableId, ordinal)));
      },
    )
    .post(
      '/',
      requires('sql:admin:write', 'columns'),
      audited('column.added'),
      validate('json', createBody),
      async (c) => {
        const { table_id, ...column } = c.req.valid('json');
        const created = await projectDb(c).mutate({
          find: async (client) => {
            const table = await findTable(client, table_id);
            noteAudit(c, { target: `${table.schema}.${table.name}.${column.name}` });
            return table;
          },
          writes: (table) => [table.schema],
          change: async (client, table) => runStatements(client, await addColumn(table, column)),
          readBack: (client) => findColumnByName(client, table_id, column.name),
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'columns'),
      audited('column.altered'),
      validate('param', columnIdParam),
      validate('json', updateBody),
      async (c) => {
        const { tableId, ordinal } = c.req.valid('param').id;
        const updated = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findColumn(client, tableId, ordinal), columnName),
          writes: (column) => [column.schema],
          change: async (client, column) =>
            runStatements(
              client,
              await alterColumn(
                tableOf(column),
                await currentColumn(client, column),
                c.req.valid('json'),
              ),
            ),
          readBack: (client) => findColumn(client, tableId, ordinal),
        });
        return c.json(updated);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'columns'),
      audited('column.dropped'),
      validate('param', columnIdParam),
      validate('query', dropQuery),
      async (c) => {
        const { tableId, ordinal } = c.req.valid('param').id;
        const dropped = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findColumn(client, tableId, ordinal), columnName),
          writes: (column) => [column.schema],
          change: async (client, column) => {
            await client.query(
              dropColumn(tableOf(column), column.name, cascades(c.req.valid('query'))),
            );
            return column;
          },
        });
        return c.json(dropped);
      },
    );
