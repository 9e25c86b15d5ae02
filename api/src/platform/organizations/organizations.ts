import type pg from 'pg';
import { notFound } from '../../http/api-error.js';
import type { Principal } from '../principal.js';

type Queryable = Pick<pg.Pool, 'query'>;

export interface OrganizationSummary {
  readonly slug: string;
  readonly name: string;
}

/** The organizations a signed-in user is a member of. */
export async function listOrganizations(
  db: Queryable,
  principal: Principal,
): Promise<OrganizationSummary[]> {
  const { rows } = await db.query<OrganizationSummary>(
    `SELECT o.slug, o.name FROM organizations o
       JOIN organization_members m ON m.organization_id = o.id
      WHERE m.user_id = $1
      ORDER BY o.name, o.slug`,
    [principal.userId],
  );
  return rows;
}

/** An organization's id by slug; 404 when there is none. */
export async function organizationId(db: Queryable, slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM organizations WHERE slug = $1',
    [slug],
  );
  if (!rows[0]) throw notFound(`No organization with slug ${slug}`, 'organization_not_found');
  return rows[0].id;
}
