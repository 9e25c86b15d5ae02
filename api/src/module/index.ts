// The public API for server modules: what core areas and plugins' `./server` entries import.
export {
  defineModule,
  type AtriumModule,
  type JobContext,
  type ModuleHealth,
  type ModuleLifecycleContext,
  type ModuleJob,
  type ModuleMigration,
  type ModuleRouteDependencies,
  type ModuleRoutes,
} from './define-module.js';
export {
  requires,
  requiresSignedIn,
  requiresSession,
  isPublic,
} from '../http/permission-middleware.js';
