import type pg from 'pg';
import type { ProjectRegistry } from '../projects/registry.js';

export const DEFAULT_PROJECT_REF = 'default';

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
    `INSERT INTO organizations (slug, name) VALUES ('default', 'Default organization')
     ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug
     RETURNING id`,
  );
  await projects.upsert({
    ref: DEFAULT_PROJECT_REF,
    name: 'Default project',
    organizationId: Number(rows[0]!.id),
    connectionString,
  });
}
