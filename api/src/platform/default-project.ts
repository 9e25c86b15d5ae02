import type pg from 'pg';
import type { ProjectRegistry } from '../projects/registry.js';

export const DEFAULT_PROJECT_REF = 'default';
export const DEFAULT_ORGANIZATION_SLUG = 'default';

/**
 * The `default` organization and project, pointing at the server's own database. Re-pointed at
 * every start because the embedded cluster's port can change between runs.
 */
export async function ensureDefaultProject(
  platform: pg.Pool,
  projects: ProjectRegistry,
  connectionString: string,
): Promise<void> {
  const { rows } = await platform.query<{ id: string }>(
    `INSERT INTO organizations (slug, name) VALUES ($1, 'Default organization')
     ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug
     RETURNING id`,
    [DEFAULT_ORGANIZATION_SLUG],
  );
  await projects.upsert({
    ref: DEFAULT_PROJECT_REF,
    name: 'Default project',
    organizationId: Number(rows[0]!.id),
    connectionString,
  });
}

/**
 * Self-hosted mode has one organization, `default`, and its first owner is the first account:
 * the one from `ATRIUM_ADMIN_EMAIL` or the setup link. Run after an account is created and at
 * every start, so that a data folder from before organizations existed (accounts, no members)
 * gets its owner too. Does nothing once the organization has an owner (it always keeps one).
 */
export async function ensureDefaultOwner(platform: Pick<pg.Pool, 'query'>): Promise<void> {
  await platform.query(
    `INSERT INTO organization_members (organization_id, user_id, role)
     SELECT o.id, u.id, 'owner'
       FROM organizations o,
            LATERAL (SELECT id FROM users ORDER BY created_at, id LIMIT 1) u
      WHERE o.slug = $1
        AND NOT EXISTS (SELECT 1 FROM organization_members m
                         WHERE m.organization_id = o.id AND m.role = 'owner')
     ON CONFLICT (organization_id, user_id) DO UPDATE SET role = 'owner'`,
    [DEFAULT_ORGANIZATION_SLUG],
  );
}
