import type { Logger } from 'pino';
import { defineModule, Provided } from '../module/index.js';
import type { PlatformServices } from '../platform/index.js';
import { limitProjectConnections } from './connection-limits.js';
import { HostedProjects } from './hosted-projects.js';
import { ProjectProvisioner, type ProvisionerDependencies } from './provision.js';
import type { ProjectRegistry } from './registry.js';
import { repointProjects } from './repoint-projects.js';

export interface HostedProjectsModuleDependencies {
  readonly platform: Provided<PlatformServices>;
  readonly projects: Provided<ProjectRegistry>;
  /** The projects server's current address (`ATRIUM_PROJECTS_DATABASE_URL` or beside the admin's). */
  readonly serverUrl: string;
  readonly connectionLimit: number;
  readonly projectsPerOrganization: number;
  /** A new project's database before it is active: the started modules' project schemas. */
  readonly prepareDatabase: NonNullable<ProvisionerDependencies['prepareDatabase']>;
  readonly log: Logger;
}

/**
 * The projects area's hosted-mode work as a core module, after the plugins' modules (a new
 * project gets their project schemas). `start`: projects follow the projects server's current
 * address and connection limit, and any project an instance left COMING_UP is finished.
 * `stop`: provisioning in progress ends first. Its routes (`/platform/projects`) are still
 * chained by hand in `createApiRoutes`, handed the `HostedProjects` it provides.
 */
export function hostedProjectsModule(deps: HostedProjectsModuleDependencies) {
  const provided = new Provided<HostedProjects>('hosted-projects');
  let provisioner: ProjectProvisioner | undefined;
  const module = defineModule({
    id: 'hosted-projects',
    dependsOn: ['platform', 'projects', 'plugins'],
    async start() {
      const { pool, secrets } = deps.platform.get();
      const projects = deps.projects.get();
      provisioner = new ProjectProvisioner({
        platform: pool,
        secrets,
        serverUrl: deps.serverUrl,
        connectionLimit: deps.connectionLimit,
        log: deps.log,
        prepareDatabase: deps.prepareDatabase,
      });
      provided.provide(
        new HostedProjects(pool, projects, provisioner, deps.projectsPerOrganization),
      );
      await repointProjects(pool, secrets, deps.serverUrl);
      await limitProjectConnections(pool, deps.serverUrl, deps.connectionLimit);
      await provisioner.resumeUnfinished();
    },
    stop: async () => provisioner?.idle(),
  });
  return { module, hostedProjects: provided };
}
