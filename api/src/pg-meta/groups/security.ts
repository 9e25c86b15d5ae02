import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { policyRoutes } from '../policies/routes.js';
import { publicationRoutes } from '../publications/routes.js';
import { realtimeRoutes } from '../publications/realtime-routes.js';
import { roleRoutes } from '../roles/routes.js';
import { typeRoutes } from '../types/routes.js';

/** The metadata API's security group, mounted at `/platform/pg-meta/{ref}`: policies, roles, publications (and the realtime one's tables) and enumerated types. */
export const securityRoutes = () =>
  new Hono<AppEnv>()
    .route('/policies', policyRoutes())
    .route('/roles', roleRoutes())
    .route('/publications', publicationRoutes())
    .route('/realtime', realtimeRoutes())
    .route('/types', typeRoutes());
