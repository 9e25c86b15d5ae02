import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { tableIdFilter } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { listConstraints, type Constraint } from './sql.js';
import { projectDb } from '../shared/project-db.js';

/** List filters of the constraint and foreign-key endpoints: the schema filters and `table_id`. */
export const tableListQuery = listQuery.extend(tableIdFilter.shape);

/** `/platform/pg-meta/{ref}/constraints`: CHECK, UNIQUE and PRIMARY KEY constraints. */
export const constraintRoutes = () =>
  new Hono<AppEnv>().get(
    '/',
    requires('sql:admin:read', 'columns'),
    validate('query', tableListQuery),
    async (c) => {
      return c.json(await projectDb(c).rows<Constraint>(listConstraints(c.req.valid('query'))));
    },
  );
