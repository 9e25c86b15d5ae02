import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { projectDb } from '../shared/project-db.js';
import { columnCounts, type ColumnCount } from './count-sql.js';

const countQuery = z.object({ schema: z.string().min(1) });

/**
 * `/platform/pg-meta/{ref}/column-counts?schema=`: each table's number of columns, for a list of
 * tables read without their columns (`include_columns=false`), so a schema of many wide tables
 * does not send every column to show one number per table.
 */
export const columnCountRoutes = () =>
  new Hono<AppEnv>().get(
    '/',
    requires('sql:admin:read', 'columns'),
    validate('query', countQuery),
    async (c) =>
      c.json(await projectDb(c).rows<ColumnCount>(columnCounts(c.req.valid('query').schema))),
  );
