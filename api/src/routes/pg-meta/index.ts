import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/env.js';
import type { ProjectRegistry } from '../../projects/registry.js';
import { columnsRoutes } from '../../pg-meta/groups/columns.js';
import { programmabilityRoutes } from '../../pg-meta/groups/programmability.js';
import { relationsRoutes } from '../../pg-meta/groups/relations.js';
import type { TableRowOptions } from '../../pg-meta/table-rows/routes.js';
import { securityRoutes } from '../../pg-meta/groups/security.js';
import { sqlRoutes } from '../../pg-meta/groups/sql.js';

/** Resolves `{ref}` to the project's database before any pg-meta handler runs. */
const withProject = (projects: ProjectRegistry) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('project', await projects.resolve(c.req.param('ref') ?? ''));
    await next();
  });

/** Everything under `/platform/pg-meta/{ref}`. */
export const pgMetaRoutes = (projects: ProjectRegistry, options: TableRowOptions = {}) =>
  new Hono<AppEnv>()
    .use('/:ref/*', withProject(projects))
    .route('/:ref', sqlRoutes())
    .route('/:ref', relationsRoutes(options))
    .route('/:ref', columnsRoutes())
    .route('/:ref', securityRoutes())
    .route('/:ref', programmabilityRoutes());
