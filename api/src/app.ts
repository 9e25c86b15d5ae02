import { Hono } from 'hono';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AccessCache } from './auth/access-cache.js';
import { authContextFor, type AuthContext } from './auth/auth-context.js';
import type { ScryptCost } from './auth/password-hash.js';
import type { SignInLimits } from './auth/rate-limiter.js';
import { authModule } from './auth/index.js';
import { resolveSession } from './auth/session-middleware.js';
import type { AppEnv } from './http/env.js';
import { handleError, handleNotFound } from './http/error-handler.js';
import { allowedHosts, defaultAllowedHosts } from './http/allowed-hosts.js';
import { DEFAULT_JSON_BODY_LIMIT_MB, jsonBodyLimits } from './http/json-body-limits.js';
import { auditTrail, projectApiAuditTrail } from './audit/index.js';
import { forgetAccessAfterChanges } from './http/forget-access-after-changes.js';
import { resolveGrants } from './permissions/index.js';
import { requestLog, type RequestLogLevel } from './http/request-log.js';
import { sameOriginWrites } from './http/same-origin-writes.js';
import { securityHeaders } from './http/security-headers.js';
import { docsSiteRoutes } from './http/docs-site.js';
import { webAppRoutes } from './http/web-app.js';
import type { SecretBox } from './platform/secret-box.js';
import type { HostedProjects } from './projects/hosted-projects.js';
import type { ProjectRegistry } from './projects/registry.js';
import { contentRoutes } from './content/index.js';
import { healthRoutes } from './platform/health/routes.js';
import { sqlTitleAnyProjectRoutes, sqlTitleRoutes, type AiProvider } from './ai/index.js';
import { sqlHistoryRoutes, sqlRunRecorder } from './sql-history/index.js';
import { pgMetaModule } from './pg-meta/index.js';
import { INGEST_PREFIX, mountIngestSurface, warehouseTokenRoutes } from './ingest/index.js';
import { deploymentRoutes, type DeploymentInfo } from './platform/deployment/routes.js';
import { organizationRoutes } from './platform/organizations/routes.js';
import { profileRoutes } from './platform/profile/routes.js';
import { projectRoutes } from './projects/project/routes.js';
import type { AtriumModule, ModuleContext } from './module/define-module.js';
import { pluginRoutesPrefix } from './module/check-module-routes.js';
import { moduleContexts } from './module/module-context.js';
import { ModuleReport } from './module/module-report.js';
import { mountModuleRoutes } from './module/mount-module-routes.js';
import { pluginModulesRoutes } from './module/plugin-modules/routes.js';
import type { PluginSwitchboard } from './module/plugin-switches/plugin-switchboard.js';
import { pluginFailureRoutes } from './module/plugin-failures/routes.js';
import { pluginSwitchRoutes } from './module/plugin-switches/routes.js';
import { gateWhileSwitchedOff } from './module/plugin-switches/switched-off-gate.js';
import { isReloadable } from './module/dev-plugins/reloadable-server-part.js';
import { projectLookup } from './module/project-lookup.js';
import {
  ANY_ORIGIN,
  BUILT_IN_PROJECT_API_PREFIXES,
  dashboardOnly,
  mountProjectApiSurface,
} from './project-api/project-api-surface.js';
import { apiKeyRoutes } from './project-api/index.js';
import { routedPath } from './project-api/project-path.js';
import { storageCredentialRoutes } from './storage-credentials/index.js';
import { mountProjectApiRoutes, projectApiPrefixFor } from './module/mount-project-api-routes.js';
import { ingestRouteDependencies, mountIngestRoutes } from './module/mount-ingest-routes.js';

export interface AppDependencies {
  readonly platform: pg.Pool;
  readonly projects: ProjectRegistry;
  readonly log: Logger;
  /** Where request lines go: `info` for a service's log (the default), `debug` at a terminal. */
  readonly requestLogLevel?: RequestLogLevel;
  readonly deployment: DeploymentInfo;
  /** Creating and deleting projects: hosted mode only (docs/architecture/projects.md). */
  readonly hostedProjects?: HostedProjects;
  /** Core modules serving the project API (the storage service at `/storage/v1`). */
  readonly projectApiModules?: readonly AtriumModule[];
  /** Server parts of the enabled plugins, mounted at /api/plugins/{id}. */
  readonly serverPlugins?: readonly AtriumModule[];
  /**
   * Which plugins are on now (switched at run time on `/admin/plugins`): their server parts'
   * routes answer 404 while off, and `/platform/deployment` names them. Default: those in
   * `deployment.plugins`, fixed, and no route to switch them.
   */
  readonly pluginSwitches?: PluginSwitchboard;
  /** Each server module's context (startAtrium's, with each module's config); default: no config. */
  readonly moduleContext?: (moduleId: string) => ModuleContext;
  /** Where modules left out are reported (`/health`, the log); default: a new one. */
  readonly moduleReport?: ModuleReport;
  readonly webRoot?: string;
  /** The built docs site, served at /docs/ (`docs/site/dist`); absent: /docs/ says to build it. */
  readonly docsRoot?: string;
  /** Most rows a CSV export may have, 0 for no limit (`ATRIUM_CSV_EXPORT_LIMIT`; default 500,000). */
  readonly csvExportLimit?: number;
  /** How long a CSV import may send nothing before it is cancelled (`ATRIUM_UPLOAD_STALL_MS`; default 60 s). */
  readonly uploadStallMs?: number;
  /** Host names the server answers to (`ATRIUM_ALLOWED_HOSTS`; default: the loopback names). */
  readonly allowedHosts?: readonly string[];
  /** Largest body that is not streamed, in bytes (`ATRIUM_JSON_BODY_LIMIT_MB`; default 16 MB). */
  readonly jsonBodyLimitBytes?: number;
  /** Lets `pnpm dev`'s Vite proxy name the client it forwards for (`ATRIUM_DEV_PROXY_SECRET`). */
  readonly devProxySecret?: string;
  /** Atrium's secret key: seals secrets at rest and derives the access-token key. */
  readonly secrets?: SecretBox;
  /** Failed sign-ins allowed per account and per address (docs/architecture/auth.md). */
  readonly signInLimits?: SignInLimits;
  /** Password hashes allowed at once (`ATRIUM_PASSWORD_HASH_CONCURRENCY`, docs/architecture/auth.md). */
  readonly hashingConcurrency?: number;
  /** What a new password hash costs (`ATRIUM_PASSWORD_HASH_COST`); default `SCRYPT_PARAMS`. */
  readonly passwordCost?: ScryptCost;
  /**
   * Where audit entries are written: the platform database, through connections that do not wait
   * for the disk on commit (docs/architecture/permissions.md, Audit log). Default: `platform`.
   */
  readonly auditLog?: pg.Pool;
  /** Origins whose pages may call the project API (`ATRIUM_PROJECT_API_ORIGINS`; default any). */
  readonly projectApiOrigins?: readonly string[];
  /** Sessions and roles remembered between requests, hearing the platform's change notices. */
  readonly accessCache?: AccessCache;
  /** The provider that names SQL snippets (`ATRIUM_AI_PROVIDER`); without one, the parser does. */
  readonly aiProvider?: AiProvider;
}

/** The API's routes, one sub-app per area. Kept free of start-up concerns so tests can build it. */
export function createApiRoutes(deps: AppDependencies, auth: AuthContext = authContextFor(deps)) {
  const contextFor = moduleContextFor(deps);
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps.platform, deps.moduleReport))
    .route('/', authModule(auth).routes(contextFor('auth')))
    .route('/platform/deployment', deploymentRoutes(deps.deployment, deps.pluginSwitches))
    .route(
      '/platform/plugins',
      pluginModulesRoutes(
        deps.serverPlugins ?? [],
        deps.moduleReport ?? new ModuleReport(deps.log),
      ),
    )
    .route('/platform/plugins', pluginSwitchRoutes(deps.platform, deps.pluginSwitches))
    .route('/platform/plugins/failures', pluginFailureRoutes(deps.platform))
    .route('/platform/profile', profileRoutes(deps.platform))
    .route(
      '/platform/organizations',
      organizationRoutes(deps.platform, auth.passwordCost, deps.hostedProjects),
    )
    .route('/platform/projects', projectRoutes(deps.platform, deps.hostedProjects))
    .route('/platform/projects/:ref/api-keys', apiKeyRoutes(deps.platform, auth.secrets))
    .route('/platform/projects/:ref/content', contentRoutes(deps.platform))
    .route(
      '/platform/projects/:ref/analytics/warehouse/access-tokens',
      warehouseTokenRoutes(deps.platform),
    )
    .route(
      '/platform/storage/:ref/credentials',
      storageCredentialRoutes(deps.platform, auth.secrets),
    )
    .route('/platform/projects/:ref/sql-history', sqlHistoryRoutes(deps.platform))
    .route('/api/ai/sql', sqlTitleAnyProjectRoutes(deps.platform, deps.aiProvider))
    .route('/api/ai/sql/:ref', sqlTitleRoutes(deps.aiProvider))
    .route(
      '/platform/pg-meta',
      pgMetaModule(deps.projects, {
        csvExportLimit: deps.csvExportLimit,
        uploadStallMs: deps.uploadStallMs,
        recordRun: sqlRunRecorder(() => deps.platform, deps.log),
      }).routes(contextFor('pg-meta')),
    );
}

/** Each module's context: startAtrium's when given, else one with no module config. */
const moduleContextFor = (deps: AppDependencies) =>
  deps.moduleContext ??
  moduleContexts({
    platform: deps.platform,
    projects: projectLookup(deps.projects),
    auditLog: deps.auditLog ?? deps.platform,
    config: {},
    log: deps.log,
  });

/**
 * The whole HTTP application: middleware, API routes, and the web app when it is built. Three
 * surfaces share the edge (request log, security headers, allowed hosts): the project API (paths
 * under `/storage/v1` and each module's `/{id}/v1`: CORS, then the project's key, never a
 * session; docs/architecture/project-api.md), ingest (`/ingest/v1`: CORS, then a warehouse
 * token; docs/architecture/ingest.md) and the dashboard (every other path), whose
 * middleware (`dashboardOnly`) runs in this order: log every request (refusals included), record every change
 * in the audit log (refusals included), put the security headers on every answer, refuse foreign
 * Host names, refuse changes from foreign pages or with undeclared body types, cap bodies that
 * are not streamed, forget what this instance remembers about access once a change that may
 * touch it is answered, resolve the signed-in user from a bearer access token or personal token
 * (refusing dead ones), and give the routes' declarations the member's grants to judge. Each
 * route's own declaration (`requires`, `requiresSignedIn`, `requiresSession`, `isPublic`) then
 * answers 401 to a signed-out caller and 403 to one without the grant.
 */
export function createApp(deps: AppDependencies) {
  const report = deps.moduleReport ?? new ModuleReport(deps.log);
  const auth = authContextFor(deps);
  const projectApiPrefixes = [
    ...BUILT_IN_PROJECT_API_PREFIXES,
    ...(deps.serverPlugins ?? []).flatMap((plugin) => projectApiPrefixFor(plugin) ?? []),
  ];
  const dashboard = dashboardOnly([...projectApiPrefixes, INGEST_PREFIX]);
  const bodyLimitBytes = deps.jsonBodyLimitBytes ?? DEFAULT_JSON_BODY_LIMIT_MB * 1024 * 1024;
  // `/project-api/{ref}/...` reaches the project API's routes by its path after the ref.
  const app = new Hono<AppEnv>({ getPath: routedPath(projectApiPrefixes) })
    .use(requestLog(deps.log, deps.requestLogLevel))
    .use(
      dashboard(auditTrail(deps.auditLog ?? deps.platform, { proxySecret: deps.devProxySecret })),
    )
    .use(securityHeaders)
    .use(allowedHosts(deps.allowedHosts ?? defaultAllowedHosts('127.0.0.1')))
    .use(dashboard(sameOriginWrites))
    .use(dashboard(jsonBodyLimits(bodyLimitBytes)))
    .use(dashboard(forgetAccessAfterChanges(auth.access)))
    .use(dashboard(resolveSession(auth)))
    .use(dashboard(resolveGrants({ platform: deps.platform, access: auth.access })));
  for (const prefix of projectApiPrefixes) {
    mountProjectApiSurface(app, prefix, {
      platform: deps.platform,
      secrets: auth.secrets,
      projects: deps.projects,
      allowedOrigins: deps.projectApiOrigins ?? [ANY_ORIGIN],
      bodyLimitBytes,
      auditTrail: projectApiAuditTrail(deps.auditLog ?? deps.platform, {
        proxySecret: deps.devProxySecret,
      }),
    });
  }
  mountIngestSurface(app, deps.platform);
  app.route('/', createApiRoutes({ ...deps, moduleReport: report }, auth));
  const contextFor = moduleContextFor(deps);
  for (const module of deps.projectApiModules ?? []) {
    if (!mountProjectApiRoutes(app, module, contextFor(module.id), report)) continue;
    // A core module's dashboard routes name their own paths under `/platform`.
    mountModuleRoutes(app, '/platform', module, contextFor(module.id), report);
  }
  for (const plugin of deps.serverPlugins ?? []) {
    // A plugin in development is mounted even while its last edit fails: it answers why.
    if (report.isLeftOut(plugin.id) && !isReloadable(plugin)) continue;
    if (deps.pluginSwitches) gateWhileSwitchedOff(app, plugin, deps.pluginSwitches);
    const moduleDeps = contextFor(plugin.id);
    if (!mountProjectApiRoutes(app, plugin, moduleDeps, report)) continue;
    const ingestDeps = ingestRouteDependencies(moduleDeps, deps.platform);
    if (!mountIngestRoutes(app, plugin, ingestDeps, report)) continue;
    mountModuleRoutes(app, pluginRoutesPrefix(plugin.id), plugin, moduleDeps, report);
  }
  app.route('/', docsSiteRoutes(deps.docsRoot));
  if (deps.webRoot) app.route('/', webAppRoutes(deps.webRoot));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

/** The API's type, for typed `hc` clients in the web app and plugins. */
export type ApiRoutes = ReturnType<typeof createApiRoutes>;
