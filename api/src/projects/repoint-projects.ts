import type pg from 'pg';
import { type SecretBox, DEFAULT_PROJECT_REF } from '../platform/index.js';
import { movedTo } from './projects-server.js';

/**
 * Points every created project at the projects server as configured now, as the default project
 * is re-pointed at every start: the embedded cluster's port may change between
 * runs, and the stored connection strings must follow. Every project database is on the one
 * projects server of the deployment (docs/architecture/projects.md): each keeps its database,
 * role and password, and takes the server's host, port and options, when they differ. Run at
 * start in hosted mode, before any pool exists.
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
    const stored = openedOrUndefined(secrets, row.sealed);
    // Another key sealed it: without its password there is nothing to re-point.
    if (stored === undefined) continue;
    const url = movedTo(stored, serverUrl);
    if (url === stored) continue;
    await platform.query(
      `UPDATE projects SET connection_string_encrypted = $2, updated_at = now() WHERE id = $1`,
      [row.id, secrets.encrypt(url)],
    );
  }
}

/** The stored URL, or undefined when another key sealed it. */
function openedOrUndefined(secrets: SecretBox, sealed: string): string | undefined {
  try {
    return secrets.decrypt(sealed);
  } catch {
    return undefined;
  }
}
