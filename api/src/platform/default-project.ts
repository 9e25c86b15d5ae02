import type pg from 'pg';
import { projectRoleName, type ProjectRegistry } from '../projects/index.js';
import type { SecretBox } from './secret-box.js';

export const DEFAULT_PROJECT_REF = 'default';
export const DEFAULT_ORGANIZATION_SLUG = 'default';

/**
 * The embedded cluster's default project runs members' SQL as this login role, no superuser: the
 * name a hosted project's role would have (`project_<ref>`; a created project's ref has 20
 * letters, so none can take it).
 */
export const DEFAULT_PROJECT_OWNER_ROLE = projectRoleName(DEFAULT_PROJECT_REF);

/**
 * The password `role` had in the default project's stored connection string, if that string
 * logs in as `role`: kept across starts, like a hosted project's, so other instances' pools
 * keep working.
 */
export async function storedDefaultProjectPassword(
  platform: Pick<pg.Pool, 'query'>,
  secrets: SecretBox,
  role: string,
): Promise<string | undefined> {
  const { rows } = await platform.query<{ sealed: string | null }>(
    'SELECT connection_string_encrypted AS sealed FROM projects WHERE ref = $1',
    [DEFAULT_PROJECT_REF],
  );
  const sealed = rows[0]?.sealed;
  if (!sealed) return undefined;
  const url = new URL(secrets.decrypt(sealed));
  if (decodeURIComponent(url.username) !== role || !url.password) return undefined;
  return decodeURIComponent(url.password);
}

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
