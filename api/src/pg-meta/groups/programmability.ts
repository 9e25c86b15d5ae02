import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { extensionRoutes } from '../extensions/routes.js';
import { foreignDataRoutes } from '../foreign-data/routes.js';
import { functionRoutes } from '../functions/routes.js';
import { queryManagementRoutes } from '../queries/routes.js';
import { triggerRoutes } from '../triggers/routes.js';

/** The metadata API's programmability group, mounted at `/platform/pg-meta/{ref}`: extensions, triggers, functions, ongoing queries, foreign data wrappers and servers, vault secrets. */
export const programmabilityRoutes = () =>
  new Hono<AppEnv>()
    .route('/extensions', extensionRoutes())
    .route('/functions', functionRoutes())
    .route('/triggers', triggerRoutes())
    .route('/queries', queryManagementRoutes())
    .route('/', foreignDataRoutes());
