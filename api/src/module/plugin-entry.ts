// The public API for server modules (`@atrium/api/module`): what plugins' `./server` entries
// import. Core areas import the module area through `index.ts`, its face for other areas.
export {
  defineModule,
  type AtriumModule,
  type JobContext,
  type ModuleAudit,
  type ModuleAuditEvent,
  type ModuleContext,
  type ModuleHealth,
  type ModuleLifecycleContext,
  type ModuleJob,
  type ModuleMigration,
  type ModuleProjectSchema,
  type ModuleRouteDependencies,
  type ModuleRoutes,
  type ModuleProjectApiRoutes,
  type ModuleIngestRoutes,
  type IngestRouteDependencies,
  type ModuleScheduler,
} from './define-module.js';
export type { ModuleNotices } from './module-notices.js';
export { audited } from './module-audit-events.js';
export type { IngestEnv } from '../ingest/index.js';
export { notAudited } from '../http/audit-policy.js';
export {
  acceptsBody,
  asCaller,
  runsAsCaller,
  serviceRoleOnly,
  type BodyPolicy,
  type ProjectApiEnv,
} from '../project-api/index.js';
export {
  requires,
  requiresSignedIn,
  requiresSession,
  isPublic,
} from '../http/permission-middleware.js';
