import { defineModule } from '../module/index.js';
import type { SecretBox } from '../platform/index.js';
import type pg from 'pg';
import { limitProjectConnections } from './connection-limits.js';
import type { ProjectProvisioner } from './provision.js';
import { repointProjects } from './repoint-projects.js';

export interface HostedProjectsModuleDependencies {
  readonly platform: pg.Pool;
  readonly secrets: SecretBox;
  /** The projects server's current address (`ATRIUM_PROJECTS_DATABASE_URL` or beside the admin's). */
  readonly serverUrl: string;
  readonly connectionLimit: number;
  readonly provisioner: ProjectProvisioner;
}

/**
 * The projects area's hosted-mode work as a server module. `start`: projects follow the projects
 * server's current address and connection limit, and any project an instance left COMING_UP is
 * finished. `stop`: provisioning in progress ends first. Its routes (`/platform/projects`) are
 * still chained by hand in `createApiRoutes`.
 */
export const hostedProjectsModule = (deps: HostedProjectsModuleDependencies) =>
  defineModule({
    id: 'projects',
    async start() {
      await repointProjects(deps.platform, deps.secrets, deps.serverUrl);
      await limitProjectConnections(deps.platform, deps.serverUrl, deps.connectionLimit);
      await deps.provisioner.resumeUnfinished();
    },
    stop: () => deps.provisioner.idle(),
  });
