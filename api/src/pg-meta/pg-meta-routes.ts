import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forbidden } from '../http/api-error.js';
import type { AppEnv } from '../http/env.js';
import { grantsOn } from '../http/permission-middleware.js';
import { currentPrincipal } from '../http/principal.js';
import type { ProjectRegistry } from '../projects/index.js';
import { columnsRoutes } from './groups/columns.js';
import { programmabilityRoutes } from './groups/programmability.js';
import { relationsRoutes } from './groups/relations.js';
import type { TableRowOptions } from './table-rows/routes.js';
import { securityRoutes } from './groups/security.js';
import { sqlRoutes } from './groups/sql.js';
import type { RecordSqlRun } from './query/run-record.js';

/**
 * Resolves `{ref}` to the project's database before any pg-meta handler runs. A signed-out caller
 * is refused first (401), then a signed-in user who is no member of the project's organization
 * (403), so that a 404 for an unknown ref tells outsiders nothing about which projects exist.
 */
const withProject = (projects: ProjectRegistry) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ref = c.req.param('ref') ?? '';
    currentPrincipal(c);
    if ((await grantsOn(c, { projectRef: ref })).length === 0) {
      throw forbidden('You are not a member of this project', 'insufficient_permissions');
    }
    // Held for the whole request, so the budget does not close this project's pool under it
    // (a streamed answer holds its connection, which keeps the pool in use past this).
    const lease = await projects.lease(ref);
    try {
      c.set('project', lease.project);
      await next();
    } finally {
      lease.release();
    }
  });

/** What pg-meta is handed: the table rows' settings, and where the SQL editor's runs are recorded. */
export interface PgMetaOptions extends TableRowOptions {
  readonly recordRun?: RecordSqlRun;
}

/** Everything under `/platform/pg-meta/{ref}`. */
export const pgMetaRoutes = (projects: ProjectRegistry, options: PgMetaOptions = {}) =>
  new Hono<AppEnv>()
    .use('/:ref/*', withProject(projects))
    .route('/:ref', sqlRoutes(options.recordRun))
    .route('/:ref', relationsRoutes(options))
    .route('/:ref', columnsRoutes())
    .route('/:ref', securityRoutes())
    .route('/:ref', programmabilityRoutes());
