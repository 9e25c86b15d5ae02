import { notFound } from '../../http/api-error.js';
import { newProjectRef } from '../project-ref.js';
import type { ProjectStatus } from '../project-status.js';
import type { Queryable } from '../../db/queryable.js';

/** A project as `/platform/projects` answers it. */
export interface ProjectSummary {
  readonly ref: string;
  readonly name: string;
  readonly status: ProjectStatus;
  readonly organization_slug: string;
  readonly organization_name: string;
}

/** One project, with why it failed to start when it did. */
export interface ProjectDetail extends ProjectSummary {
  readonly status_message?: string;
}

const SUMMARY = `p.ref, p.name, p.status, o.slug AS organization_slug, o.name AS organization_name`;

/** The projects of every organization the user is a member of (every role reads its projects). */
export async function listProjects(db: Queryable, userId: string): Promise<ProjectSummary[]> {
  const { rows } = await db.query<ProjectSummary>(
    `SELECT ${SUMMARY}
       FROM projects p JOIN organizations o ON o.id = p.organization_id
      WHERE EXISTS (SELECT 1 FROM organization_members m
                     WHERE m.organization_id = o.id AND m.user_id = $1::uuid)
      ORDER BY p.name, p.ref`,
    [userId],
  );
  return rows;
}

/** One project by ref; 404 when there is none. */
export async function getProject(db: Queryable, ref: string): Promise<ProjectDetail> {
  const { rows } = await db.query<ProjectSummary & { status_message: string | null }>(
    `SELECT ${SUMMARY}, p.status_message
       FROM projects p JOIN organizations o ON o.id = p.organization_id
      WHERE p.ref = $1`,
    [ref],
  );
  const row = rows[0];
  if (!row) throw notFound('Project not found', 'project_not_found');
  const { status_message, ...summary } = row;
  return status_message === null ? summary : { ...summary, status_message };
}

/** A new `COMING_UP` project in the organization, with a fresh random ref and no database yet. */
export async function insertComingUpProject(
  db: Queryable,
  organizationSlug: string,
  name: string,
): Promise<ProjectSummary> {
  const { rows } = await db.query<ProjectSummary>(
    `WITH o AS (SELECT id, slug, name FROM organizations WHERE slug = $3),
          p AS (INSERT INTO projects (ref, name, organization_id, status)
                SELECT $1, $2, o.id, 'COMING_UP' FROM o
                RETURNING ref, name, status)
     SELECT ${SUMMARY} FROM p, o`,
    [newProjectRef(), name, organizationSlug],
  );
  if (!rows[0]) {
    throw notFound(`No organization with slug ${organizationSlug}`, 'organization_not_found');
  }
  return rows[0];
}
