import type pg from 'pg';
import { ApiError, badRequest, notFound } from '../http/api-error.js';
import { DEFAULT_PROJECT_REF } from '../platform/index.js';
import { dropProjectDatabase } from './project-database.js';
import { withProjectLock } from './project-lock.js';
import { ProvisioningFailure } from './provisioning-failure.js';
import type { ProjectRegistry } from './registry.js';

/**
 * Deletes a hosted project: waits for its provisioning (the project lock), closes this instance's
 * pool to it, drops its database (closing every other connection to it), then deletes its row.
 * DROP DATABASE cannot run in a transaction, so the order is what keeps it safe: a failure leaves
 * the row, and the deletion can be retried (the drop tolerates a database already gone). The
 * `default` project is the server's own database and is never deleted.
 */
export async function deleteProject(
  deps: { platform: pg.Pool; projects: ProjectRegistry; serverUrl: string },
  ref: string,
): Promise<{ organizationSlug: string }> {
  if (ref === DEFAULT_PROJECT_REF) {
    throw badRequest('The default project cannot be deleted', 'default_project');
  }
  const { rows } = await deps.platform.query<{ id: string; slug: string }>(
    `SELECT p.id::text AS id, o.slug
       FROM projects p JOIN organizations o ON o.id = p.organization_id WHERE p.ref = $1`,
    [ref],
  );
  if (!rows[0]) throw notFound('Project not found', 'project_not_found');
  const projectId = rows[0].id;
  await withProjectLock(deps.platform, projectId, 'wait', async (client) => {
    await deps.projects.forget(ref);
    await dropProjectDatabase(deps.serverUrl, ref).catch((error: unknown) => {
      if (!(error instanceof ProvisioningFailure)) throw error;
      throw new ApiError(
        503,
        `${error.message}: the project was not deleted, try again later`,
        'projects_server_unavailable',
      );
    });
    await client.query('DELETE FROM projects WHERE id = $1', [projectId]);
  });
  return { organizationSlug: rows[0].slug };
}
