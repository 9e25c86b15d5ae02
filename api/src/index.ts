export { createApp, createApiRoutes, type ApiRoutes, type AppDependencies } from './app.js';
export { loadConfig, type AtriumConfig } from './config.js';
export { createLogger } from './logger.js';
export { startAtrium, PortInUseError, type RunningAtrium } from './server.js';
export { EmbeddedCluster } from './postgres/cluster.js';
export {
  ALL_GRANTS,
  ACTIONS,
  can,
  grantsOfRole,
  type Action,
  type Grant,
  type Permission,
} from './permissions/model.js';
