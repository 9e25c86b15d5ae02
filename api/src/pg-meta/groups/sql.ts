import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { queryRoutes } from '../query/routes.js';
import { queryResultsRoutes } from '../query/results-routes.js';
import { queryExplainRoutes } from '../query/explain-routes.js';
import { parseRoutes } from '../parse/routes.js';
import type { RecordSqlRun } from '../query/run-record.js';

/** The metadata API's SQL group, mounted at `/platform/pg-meta/{ref}`: run (the last result set, or every one), explain, format and parse SQL. */
export const sqlRoutes = (recordRun?: RecordSqlRun) =>
  new Hono<AppEnv>()
    .route('/', queryRoutes())
    .route('/', queryResultsRoutes(recordRun))
    .route('/', queryExplainRoutes())
    .route('/query/parse', parseRoutes());
