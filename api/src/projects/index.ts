// The projects area's public face: only what other areas use.
export { bootstrapProjectDatabase } from './bootstrap.js';
export { bootstrapOwnerRole, newRolePassword } from './bootstrap-owner-role.js';
export { closedDatabases } from './closed-databases.js';
export { onlyWhenHosted } from './hosted-only.js';
export type { HostedProjects } from './hosted-projects.js';
export { displayName } from './project/body.js';
export { organizationProjectRoutes } from './project/create-routes.js';
export { projectRoleName } from './projects-server.js';
export type { Project, ProjectRegistry } from './registry.js';
