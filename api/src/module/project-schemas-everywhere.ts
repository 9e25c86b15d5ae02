import pg from 'pg';
import type { Logger } from 'pino';
import { transactionOn, withTransaction } from '../db/transaction.js';
import type { ProjectRegistry } from '../projects/index.js';
import type { AtriumModule } from './define-module.js';
import { applyProjectSchemas, type ProjectDatabase } from './project-schemas.js';

/**
 * Applies the modules' project schemas to one project and logs the outcome: applied ones at
 * info, failed ones at error naming the module and project (the project stays up without it, and
 * the schema is tried again at the next start).
 */
export async function applyProjectSchemasLogged(
  platform: pg.Pool,
  modules: readonly AtriumModule[],
  project: ProjectDatabase,
  log: Logger,
): Promise<void> {
  const { applied, failed } = await applyProjectSchemas(platform, modules, project);
  if (applied.length > 0) log.info({ project: project.ref, applied }, 'project schemas applied');
  for (const { module, error } of failed) {
    log.error(
      { module, project: project.ref, err: error },
      `the project schema of module ${module} could not be applied to project ${project.ref}`,
    );
  }
}

/**
 * At start: every active project (the default one included) gets the project schemas it lacks,
 * or whose version rose, through its pool in `projects` (the project's own role), one at a time.
 */
export async function applyProjectSchemasToActiveProjects(
  platform: pg.Pool,
  modules: readonly AtriumModule[],
  projects: ProjectRegistry,
  log: Logger,
): Promise<void> {
  if (!modules.some((module) => module.projectSchema)) return;
  const { rows } = await platform.query<{ ref: string }>(
    `SELECT ref FROM projects WHERE status = 'ACTIVE_HEALTHY' ORDER BY id`,
  );
  for (const { ref } of rows) {
    const lease = await projects.lease(ref).catch((error: unknown) => {
      log.error({ project: ref, err: error }, 'project schemas not applied: project unreachable');
      return undefined;
    });
    if (!lease) continue;
    try {
      const { project } = lease;
      await applyProjectSchemasLogged(
        platform,
        modules,
        {
          id: project.id,
          ref,
          transaction: (work) => withTransaction(project.pool, work),
        },
        log,
      );
    } finally {
      lease.release();
    }
  }
}

/** A project's database reached through one connection of its own to `url` (its own role). */
export const projectDatabaseAt = (id: number, ref: string, url: string): ProjectDatabase => ({
  id,
  ref,
  async transaction(work) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await transactionOn(client, work);
    } finally {
      await client.end().catch(() => undefined);
    }
  },
});
