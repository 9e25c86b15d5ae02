import type pg from 'pg';
import { ApiError, notFound } from '../http/api-error.js';
import { insertComingUpProject, type ProjectSummary } from './project/store.js';

/** Projects an organization may hold unless `ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION` says. */
export const DEFAULT_PROJECTS_PER_ORGANIZATION = 2;

export const projectLimitReached = (limit: number) =>
  new ApiError(
    409,
    `This organization has reached its limit of ${limit} project${limit === 1 ? '' : 's'}. ` +
      'Delete a project before creating another.',
    'project_limit_reached',
  );

/**
 * Inserts a `COMING_UP` project when the organization holds fewer than `limit` projects. The
 * organization's row is locked first, so parallel creates in one organization count one after
 * the other: under READ COMMITTED the count, a statement after the lock, sees every project the
 * creates before it committed.
 */
export async function insertWithinQuota(
  platform: pg.Pool,
  organizationSlug: string,
  name: string,
  limit: number,
): Promise<ProjectSummary> {
  const client = await platform.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>(
      'SELECT id::text AS id FROM organizations WHERE slug = $1 FOR UPDATE',
      [organizationSlug],
    );
    if (!rows[0]) {
      throw notFound(`No organization with slug ${organizationSlug}`, 'organization_not_found');
    }
    const { rows: counted } = await client.query<{ projects: number }>(
      'SELECT count(*)::int AS projects FROM projects WHERE organization_id = $1',
      [rows[0].id],
    );
    if (counted[0]!.projects >= limit) throw projectLimitReached(limit);
    const project = await insertComingUpProject(client, organizationSlug, name);
    await client.query('COMMIT');
    return project;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
