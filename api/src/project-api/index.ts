// The project API area's public face: only what other areas use.
export { apiKeyRoutes } from './api-keys/routes.js';
export { asCaller } from './as-caller.js';
export { acceptsBody, type BodyPolicy } from './body-policy.js';
export { keyOptional } from './key-optional.js';
export {
  projectApiDeclarationOf,
  runsAsCaller,
  serviceRoleOnly,
} from './project-api-declarations.js';
export type { ProjectApiClaims, ProjectApiEnv, ProjectApiRole } from './project-api-env.js';
export { projectApiRoot } from './project-path.js';
export {
  backfillProjectJwtSecrets,
  ensureProjectJwtSecret,
  projectJwtSecret,
} from './project-jwt-secrets.js';
