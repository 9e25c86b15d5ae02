import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ApiError, notFound } from '../../http/api-error.js';
import type { Principal } from '../../http/principal.js';
import type { Queryable } from '../../db/queryable.js';

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

/** A slug from a name: lowercase ASCII letters, digits and dashes; `organization` when none is left. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  return slug || 'organization';
}

/**
 * Creates an organization (hosted mode) with its creator as Owner, in one transaction. A chosen
 * slug that is taken is refused (409); a derived one is made unique with a suffix (`acme-2`).
 */
export async function createOrganization(
  platform: pg.Pool,
  principal: Principal,
  input: { name: string; slug?: string },
): Promise<OrganizationSummary> {
  const client = await platform.connect();
  try {
    await client.query('BEGIN');
    const organization = await insertWithFreeSlug(client, input);
    await client.query(
      `INSERT INTO organization_members (organization_id, user_id, role)
       VALUES ($1, $2, 'owner')`,
      [organization.id, principal.userId],
    );
    await client.query('COMMIT');
    return { slug: organization.slug, name: organization.name };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function insertWithFreeSlug(
  db: Queryable,
  input: { name: string; slug?: string },
): Promise<OrganizationSummary & { id: string }> {
  const base = input.slug ?? slugFromName(input.name);
  // acme, acme-2 ... acme-9, then random suffixes: a name shared that often is no one's to keep.
  for (let attempt = 1; attempt <= 20; attempt++) {
    const slug =
      attempt === 1 ? base : attempt < 10 ? `${base}-${attempt}` : `${base}-${randomSuffix()}`;
    const { rows } = await db.query<OrganizationSummary & { id: string }>(
      `INSERT INTO organizations (slug, name) VALUES ($1, $2)
       ON CONFLICT (slug) DO NOTHING
       RETURNING id::text AS id, slug, name`,
      [slug, input.name],
    );
    if (rows[0]) return rows[0];
    if (input.slug) {
      throw new ApiError(409, `The slug ${input.slug} is taken: choose another`, 'slug_taken');
    }
  }
  throw new ApiError(409, 'No free slug was found for this name: choose one', 'slug_taken');
}

const randomSuffix = () => randomBytes(4).toString('hex');
