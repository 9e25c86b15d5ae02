// The public API for server modules: what core areas and plugins' `./server` entries import.
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
} from './define-module.js';
export { runsAsCaller, serviceRoleOnly } from '../project-api/project-api-declarations.js';
export { asCaller } from '../project-api/as-caller.js';
export { acceptsBody, type BodyPolicy } from '../project-api/body-policy.js';
export type { ProjectApiEnv } from '../project-api/project-api-env.js';
export {
  requires,
  requiresSignedIn,
  requiresSession,
  isPublic,
} from '../http/permission-middleware.js';
