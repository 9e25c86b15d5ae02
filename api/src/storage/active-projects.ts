import type pg from 'pg';
import type { Project, ProjectRegistry } from '../projects/index.js';

/** What reaching every active project needs: the platform database and the project registry. */
export interface ActiveProjectsSource {
  readonly platform: { get(): { readonly pool: pg.Pool } };
  readonly projects: { get(): ProjectRegistry };
}

/**
 * Runs `work` for each active project in turn, its pool leased for the while (a project that
 * cannot be opened now is skipped), until `signal` aborts: the storage module's repairs.
 */
export async function forEveryActiveProject(
  source: ActiveProjectsSource,
  work: (project: Project) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const { rows } = await source.platform
    .get()
    .pool.query<{ ref: string }>(
      `SELECT ref FROM projects WHERE status = 'ACTIVE_HEALTHY' ORDER BY id`,
    );
  for (const { ref } of rows) {
    signal?.throwIfAborted();
    const lease = await source.projects
      .get()
      .lease(ref)
      .catch(() => undefined);
    if (!lease) continue;
    try {
      await work(lease.project);
    } finally {
      lease.release();
    }
  }
}
