import type { Logger } from 'pino';
import { defineModule, Provided } from '../module/index.js';
import { DEFAULT_PROJECT_REF, type PlatformServices } from '../platform/index.js';
import { LostPasswordRecovery } from './lost-password.js';
import { projectNotices } from './project-notices.js';
import { databaseUrlOn, projectDatabaseName, projectRoleName } from './projects-server.js';
import { ProjectRegistry, type ProjectSettings } from './registry.js';

export interface ProjectsModuleDependencies {
  readonly platform: Provided<PlatformServices>;
  readonly settings: ProjectSettings;
  /** Atrium's own role on the default project's server. */
  readonly adminUrl: string;
  /** The role members' SQL runs as in the default project, when Atrium may reset its password. */
  readonly memberRole: string | undefined;
  /** Hosted mode's projects server, where each project's role is reset; undefined otherwise. */
  readonly projectsServerUrl: string | undefined;
  readonly log: Logger;
}

/**
 * The project registry as a core module: `start` makes it (with the recovery of a project role
 * whose password a member changed) and keeps it on the platform's project notices; `stop` closes
 * every project pool.
 */
export function projectsModule(deps: ProjectsModuleDependencies) {
  const provided = new Provided<ProjectRegistry>('projects');
  let unsubscribe: (() => void) | undefined;
  const module = defineModule({
    id: 'projects',
    dependsOn: ['platform'],
    async start() {
      const { pool, secrets, notices } = deps.platform.get();
      // A project role whose password a member changed gets a new one from its server's role.
      const lostPassword = new LostPasswordRecovery({
        platform: pool,
        secrets,
        resettableRole: (ref) => {
          if (ref === DEFAULT_PROJECT_REF) {
            return deps.memberRole
              ? { serverUrl: deps.adminUrl, role: deps.memberRole }
              : undefined;
          }
          return deps.projectsServerUrl
            ? { serverUrl: deps.projectsServerUrl, role: projectRoleName(ref) }
            : undefined;
        },
        forget: (ref) => registry.forget(ref),
        log: deps.log,
      });
      const registry: ProjectRegistry = new ProjectRegistry(
        pool,
        secrets,
        deps.settings,
        deps.log,
        lostPassword,
        // Hosted projects get privileged extensions from the projects server's role.
        (ref) =>
          ref !== DEFAULT_PROJECT_REF && deps.projectsServerUrl
            ? {
                url: databaseUrlOn(deps.projectsServerUrl, projectDatabaseName(ref)),
                projectRole: projectRoleName(ref),
              }
            : undefined,
      );
      provided.provide(registry);
      unsubscribe = await notices.subscribe(projectNotices(registry));
    },
    async stop() {
      unsubscribe?.();
      if (provided.ready) await provided.get().close();
    },
  });
  return { module, projects: provided };
}
