import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { columnRoutes } from '../columns/routes.js';
import { columnCountRoutes } from '../columns/count-routes.js';
import { foreignKeyRoutes } from '../constraints/foreign-key-routes.js';
import { constraintRoutes } from '../constraints/routes.js';
import { indexRoutes } from '../indexes/routes.js';
import { columnPrivilegeRoutes } from '../privileges/column-routes.js';
import { tablePrivilegeRoutes } from '../privileges/table-routes.js';

/** The metadata API's columns group, mounted at `/platform/pg-meta/{ref}`: columns (and each table's count of them), constraints and foreign keys, indexes, table and column privileges. */
export const columnsRoutes = () =>
  new Hono<AppEnv>()
    .route('/columns', columnRoutes())
    .route('/column-counts', columnCountRoutes())
    .route('/constraints', constraintRoutes())
    .route('/foreign-keys', foreignKeyRoutes())
    .route('/indexes', indexRoutes())
    .route('/table-privileges', tablePrivilegeRoutes())
    .route('/column-privileges', columnPrivilegeRoutes());
