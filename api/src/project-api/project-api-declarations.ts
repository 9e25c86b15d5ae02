import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { ProjectApiEnv } from './project-api-env.js';
import { projectApiError } from './project-api-error.js';

/** Marks a project-API route's declaration, read at mount (deny by default). */
export const PROJECT_API_DECLARATION = Symbol.for('atrium.project-api-declaration');

/** The closed set of project-API declarations. */
export type ProjectApiDeclaration = 'runsAsCaller' | 'serviceRoleOnly';

type Declared = MiddlewareHandler<ProjectApiEnv> & {
  [PROJECT_API_DECLARATION]: ProjectApiDeclaration;
};

const declare = (middleware: MiddlewareHandler<ProjectApiEnv>, what: ProjectApiDeclaration) =>
  Object.assign(middleware, { [PROJECT_API_DECLARATION]: what }) as Declared;

/**
 * The route runs as the caller's Postgres role (`anon`, `authenticated`, `service_role`) with
 * its claims in `request.jwt.claims`, so the project's row-level security decides what it sees:
 * its handler reads and writes only through `asCaller(c, work)`.
 */
export const runsAsCaller = () =>
  declare(
    createMiddleware<ProjectApiEnv>((_c, next) => next()),
    'runsAsCaller',
  );

/** Only the project's `service_role` key or JWT may call the route (403 for any other role). */
export const serviceRoleOnly = () =>
  declare(
    createMiddleware<ProjectApiEnv>(async (c, next) => {
      if (c.get('role') !== 'service_role') {
        return projectApiError(c, 403, 'AccessDenied', 'This route needs the service_role key');
      }
      await next();
    }),
    'serviceRoleOnly',
  );

/** The declaration a route handler carries, if any. */
export const projectApiDeclarationOf = (handler: unknown): ProjectApiDeclaration | undefined =>
  (handler as Partial<Declared> | undefined)?.[PROJECT_API_DECLARATION];
