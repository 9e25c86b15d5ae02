import type pg from 'pg';
import type { Logger } from 'pino';
import type { ProjectRegistry } from '../projects/index.js';
import { defineModule, type AtriumModule } from './define-module.js';
import type { Provided } from './provided.js';
import {
  applyProjectSchemasLogged,
  applyProjectSchemasToActiveProjects,
  projectDatabaseAt,
} from './project-schemas-everywhere.js';
import type { StartedModules } from './start-modules.js';

/**
 * The core modules' project schemas (the storage service's) and the started plugins', applied to
 * a hosted project's new database.
 */
export const projectSchemasAtProvisioning =
  (
    platform: { get(): { readonly pool: pg.Pool } },
    plugins: Provided<StartedModules>,
    log: Logger,
    coreSchemas: readonly AtriumModule[] = [],
  ) =>
  ({ id, ref, url }: { id: number; ref: string; url: string }) =>
    applyProjectSchemasLogged(
      platform.get().pool,
      [...coreSchemas, ...plugins.get().modules],
      projectDatabaseAt(id, ref, url),
      log,
    );

/**
 * The started plugins' project schemas applied to every active project, as a core module after
 * the projects' addresses are current (`dependsOn`); projects coming up get them at provisioning.
 */
export const projectSchemasModule = (deps: {
  readonly platform: { get(): { readonly pool: pg.Pool } };
  readonly projects: Provided<ProjectRegistry>;
  readonly plugins: Provided<StartedModules>;
  /** Core modules with a project schema (the storage service), applied before the plugins'. */
  readonly coreSchemas?: readonly AtriumModule[];
  readonly dependsOn: readonly string[];
  readonly log: Logger;
}): AtriumModule =>
  defineModule({
    id: 'project-schemas',
    dependsOn: deps.dependsOn,
    start: () =>
      applyProjectSchemasToActiveProjects(
        deps.platform.get().pool,
        [...(deps.coreSchemas ?? []), ...deps.plugins.get().modules],
        deps.projects.get(),
        deps.log,
      ),
  });
