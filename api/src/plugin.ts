// The public API for a plugin's server part: what `./server` entries of plugin packages import.
export {
  defineServerPlugin,
  type ServerPlugin,
  type ServerPluginDependencies,
  type PluginRoutes,
} from './module/server-plugin.js';
export {
  defineModule,
  type AtriumModule,
  type JobContext,
  type ModuleJob,
  type ModuleMigration,
  type ModuleProjectApiRoutes,
  runsAsCaller,
  serviceRoleOnly,
  asCaller,
  acceptsBody,
  audited,
  notAudited,
  type ProjectApiEnv,
} from './module/plugin-entry.js';
export type { ProjectLookup } from './module/project-lookup.js';
export { requires, requiresSignedIn, isPublic } from './http/permission-middleware.js';
export { validate } from './http/validate.js';
export { ApiError, badRequest, notFound, forbidden } from './http/api-error.js';
export type { AppEnv } from './http/env.js';
