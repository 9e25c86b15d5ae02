import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { entityRoutes } from '../entities/routes.js';
import { schemaRoutes } from '../schemas/routes.js';
import { tableRoutes } from '../tables/routes.js';
import { tableRowRoutes, type TableRowOptions } from '../table-rows/routes.js';
import {
  foreignTableRoutes,
  materializedViewRoutes,
  partitionedTableRoutes,
  viewRoutes,
} from '../views/routes.js';

/** The metadata API's relations group, mounted at `/platform/pg-meta/{ref}`: schemas, tables, the table-editor entities list, views, materialized views, foreign and partitioned tables. */
export const relationsRoutes = (options: TableRowOptions = {}) =>
  new Hono<AppEnv>()
    .route('/schemas', schemaRoutes())
    .route('/tables', tableRowRoutes(options))
    .route('/tables', tableRoutes())
    .route('/entities', entityRoutes())
    .route('/views', viewRoutes())
    .route('/materialized-views', materializedViewRoutes())
    .route('/foreign-tables', foreignTableRoutes())
    .route('/partitioned-tables', partitionedTableRoutes());
