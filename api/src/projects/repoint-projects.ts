import type pg from 'pg';
import type { SecretBox } from '../platform/secret-box.js';
import { DEFAULT_PROJECT_REF } from '../platform/default-project.js';
import { databaseUrlOn, projectDatabaseName } from './projects-server.js';

/**
 * Points every created project at the projects server as configured now, as the default project
 * is re-pointed at every start: the embedded cluster's port (and password file) may change between
 * runs, and the stored connection strings must follow. A project's database is `project_<ref>` on
 * the one projects server of the deployment (docs/architecture/projects.md), so the URL is
 * derived, and only rewritten when it differs. Run at start in hosted mode, before any pool exists.
 */
export async function repointProjects(
  platform: pg.Pool,
  secrets: SecretBox,
  serverUrl: string,
): Promise<void> {
  const { rows } = await platform.query<{ id: string; ref: string; sealed: string }>(
    `SELECT id::text AS id, ref, connection_string_encrypted AS sealed FROM projects
      WHERE ref <> $1 AND connection_string_encrypted IS NOT NULL`,
    [DEFAULT_PROJECT_REF],
  );
  for (const row of rows) {
    const url = databaseUrlOn(serverUrl, projectDatabaseName(row.ref));
    if (openedOrUndefined(secrets, row.sealed) === url) continue;
    await platform.query(
      `UPDATE projects SET connection_string_encrypted = $2, updated_at = now() WHERE id = $1`,
      [row.id, secrets.encrypt(url)],
    );
  }
}

/** The stored URL, or undefined when another key sealed it (then it is rewritten too). */
function openedOrUndefined(secrets: SecretBox, sealed: string): string | undefined {
  try {
    return secrets.decrypt(sealed);
  } catch {
    return undefined;
  }
}
