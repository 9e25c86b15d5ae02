import { defineModule } from '../module/index.js';
import type { ProjectRegistry } from '../projects/index.js';
import { pgMetaRoutes } from './pg-meta-routes.js';
import type { PgMetaOptions } from './pg-meta-routes.js';

/**
 * pg-meta as a server module: routes only, under `/platform/pg-meta/{ref}`. It reads projects
 * through the registry itself (it leases pools), not a module's lookup, so that is handed in.
 */
export const pgMetaModule = (projects: ProjectRegistry, options: PgMetaOptions = {}) =>
  defineModule({ id: 'pg-meta', routes: () => pgMetaRoutes(projects, options) });
