import type { Logger } from 'pino';
import { defineModule, Provided } from '../module/index.js';
import { backfillProjectJwtSecrets } from '../project-api/index.js';
import { bootstrapProjectDatabase, type ProjectRegistry } from '../projects/index.js';
import { DEFAULT_PROJECT_REF, ensureDefaultProject } from './default-project.js';
import { defaultProjectConnection } from './default-project-role.js';
import type { PlatformServices } from './module.js';

export interface DefaultProjectModuleDependencies {
  readonly platform: Provided<PlatformServices>;
  readonly projects: Provided<ProjectRegistry>;
  /** Atrium's own role on the default project's server. */
  readonly adminUrl: string;
  readonly platformUrl: string;
  /** The role members' SQL runs as: the embedded owner role, or `ATRIUM_MEMBER_ROLE`. */
  readonly memberRole: string | undefined;
  readonly server: 'embedded' | 'external';
  readonly log: Logger;
}

/** What the default project's start tells the administrator (`/admin`). */
export interface DefaultProjectStart {
  readonly warnings: readonly string[];
}

/**
 * The `default` organization and project as a core module: `start` sets up the role members'
 * SQL runs as (never the embedded cluster's superuser), points the default project at its
 * database, gives it (and projects from before JWT secrets existed) a JWT secret, and
 * bootstraps its database as that role.
 */
export function defaultProjectModule(deps: DefaultProjectModuleDependencies) {
  const provided = new Provided<DefaultProjectStart>('default-project');
  const module = defineModule({
    id: 'default-project',
    dependsOn: ['platform', 'projects'],
    async start() {
      const { pool, secrets } = deps.platform.get();
      const projects = deps.projects.get();
      const connection = await defaultProjectConnection({
        adminUrl: deps.adminUrl,
        platformUrl: deps.platformUrl,
        platform: pool,
        secrets,
        memberRole: deps.memberRole,
        server: deps.server,
        log: deps.log,
      });
      await ensureDefaultProject(pool, projects, connection.url);
      await backfillProjectJwtSecrets(pool, secrets);
      const defaultProject = await projects.resolve(DEFAULT_PROJECT_REF);
      const client = await defaultProject.pool.connect();
      try {
        await bootstrapProjectDatabase(client);
      } finally {
        client.release();
      }
      provided.provide({ warnings: connection.warnings });
    },
  });
  return { module, defaultProject: provided };
}
