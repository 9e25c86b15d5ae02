import type { Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../http/env.js';
import type { ProjectApiEnv } from './project-api-env.js';
import { projectApiBodyPolicy } from './body-policy.js';
import { namePathRef } from './project-path.js';
import { verifyProjectKey, type ProjectKeyDependencies } from './verify-project-key.js';

/** Project-facing APIs Atrium serves whatever modules are on. */
export const BUILT_IN_PROJECT_API_PREFIXES = ['/storage/v1'] as const;

/**
 * Paths of the project API whose routes check the caller's credentials themselves and set
 * `project`, `role` and `claims`: the S3 protocol, whose clients sign requests with an access
 * key (Signature V4) and never send an `apikey`. Everything else of the surface applies there.
 */
export const SELF_AUTHENTICATED_PREFIXES = ['/storage/v1/s3'] as const;

/** Any origin, the default: project keys are not cookies, so no page can borrow them. */
export const ANY_ORIGIN = '*';

/** Headers supabase-js and the storage client send cross-origin, tus clients' and S3 clients'. */
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-upsert',
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
  'upload-defer-length',
  'x-http-method-override',
  // What S3 clients in a browser sign and send to `/storage/v1/s3`.
  'x-amz-date',
  'x-amz-content-sha256',
  'x-amz-user-agent',
  'x-amz-copy-source',
  'x-amz-decoded-content-length',
  'range',
];
/** Answer headers a page may read: where a tus upload lives and how far it got. */
const EXPOSED_HEADERS = [
  'location',
  'tus-resumable',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
];
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ProjectApiSurfaceDependencies extends ProjectKeyDependencies {
  /** Origins whose pages may call (`ATRIUM_PROJECT_API_ORIGINS`); `['*']` for any. */
  readonly allowedOrigins: readonly string[];
  /** Largest body a route that does not stream takes (`ATRIUM_JSON_BODY_LIMIT_MB`). */
  readonly bodyLimitBytes: number;
  /** Records the administrative calls, those whose route declares its event (`audited`). */
  readonly auditTrail: MiddlewareHandler<ProjectApiEnv>;
}

/** Whether `path` belongs to the project API surface, under one of `prefixes`. */
export const isUnderPrefixes = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Wraps a dashboard middleware so it does nothing on the project API surface: sessions, grants,
 * same-origin and JSON-only writes and the audit of every change belong to the dashboard only.
 */
export const dashboardOnly =
  (projectApiPrefixes: readonly string[]) =>
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    isUnderPrefixes(c.req.path, projectApiPrefixes) ? next() : middleware(c, next);

/**
 * The project API surface's own chain under `prefix`: the ref the path names, if any
 * (`namePathRef`), then CORS (a preflight is answered with no
 * key, as browsers send none), then the project key and JWT (`verifyProjectKey`; not on
 * `SELF_AUTHENTICATED_PREFIXES`, whose routes check their own), then the
 * audit of administrative calls, then the route's body policy (`acceptsBody`).
 */
export function mountProjectApiSurface(
  app: Hono<AppEnv>,
  prefix: string,
  deps: ProjectApiSurfaceDependencies,
): void {
  const anyOrigin = deps.allowedOrigins.includes(ANY_ORIGIN);
  app.use(
    `${prefix}/*`,
    namePathRef(prefix),
    cors({
      origin: anyOrigin ? ANY_ORIGIN : [...deps.allowedOrigins],
      allowHeaders: ALLOWED_HEADERS,
      exposeHeaders: EXPOSED_HEADERS,
      allowMethods: ALLOWED_METHODS,
      maxAge: 86_400,
    }),
    unlessSelfAuthenticated(verifyProjectKey(deps) as unknown as MiddlewareHandler<AppEnv>),
    deps.auditTrail as unknown as MiddlewareHandler<AppEnv>,
    projectApiBodyPolicy(deps.bodyLimitBytes),
  );
}

/** `middleware`, skipped on the paths whose routes authenticate their callers themselves. */
const unlessSelfAuthenticated =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    isUnderPrefixes(c.req.path, SELF_AUTHENTICATED_PREFIXES) ? next() : middleware(c, next);
