import type pg from 'pg';
import type { Logger } from 'pino';
import type { ProjectLookup } from '../plugins/project-lookup.js';
import type { ModuleRouteDependencies } from './define-module.js';
import { moduleDatabase } from './module-database.js';

/** What each module's `routes()` and `projectApiRoutes()` are handed, by module id. */
export const moduleRouteDependencies =
  (deps: { platform: pg.Pool; projects: ProjectLookup; log: Logger }) =>
  (moduleId: string): ModuleRouteDependencies => ({
    projects: deps.projects,
    database: moduleDatabase(deps.platform, moduleId),
    log: deps.log.child({ module: moduleId }),
  });
