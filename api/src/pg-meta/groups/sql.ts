import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { queryRoutes } from '../query/routes.js';
import { queryResultsRoutes } from '../query/results-routes.js';
import { queryExplainRoutes } from '../query/explain-routes.js';
import { parseRoutes } from '../parse/routes.js';

/** The metadata API's SQL group, mounted at `/platform/pg-meta/{ref}`: run (the last result set, or every one), explain, format and parse SQL. */
export const sqlRoutes = () =>
  new Hono<AppEnv>()
    .route('/', queryRoutes())
    .route('/', queryResultsRoutes())
    .route('/', queryExplainRoutes())
    .route('/query/parse', parseRoutes());
