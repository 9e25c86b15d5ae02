import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';
import type { SecretBox } from '../platform/index.js';

/**
 * A project's JWT secret: 48 random bytes, base64url (64 characters), as long as the hosted
 * platform's. Only the server reads it; it is never logged nor sent to the browser.
 */
const newJwtSecret = () => randomBytes(48).toString('base64url');

/** Gives the project a JWT secret if it has none; a secret once made is never replaced here. */
export async function ensureProjectJwtSecret(
  client: Queryable,
  secrets: SecretBox,
  projectId: string,
): Promise<void> {
  await client.query(
    `INSERT INTO project_jwt_secrets (project_id, secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (project_id) DO NOTHING`,
    [projectId, secrets.encrypt(newJwtSecret())],
  );
}

/**
 * Gives every project without a JWT secret one: run at every start, so the default project and
 * projects from before secrets existed have theirs. Answers how many were made.
 */
export async function backfillProjectJwtSecrets(
  platform: Queryable,
  secrets: SecretBox,
): Promise<number> {
  const { rows } = await platform.query<{ id: string }>(
    `SELECT p.id::text AS id FROM projects p
      WHERE NOT EXISTS (SELECT 1 FROM project_jwt_secrets s WHERE s.project_id = p.id)`,
  );
  for (const { id } of rows) await ensureProjectJwtSecret(platform, secrets, id);
  return rows.length;
}

/** The project's id and JWT secret, by ref, or undefined for a ref without both. */
export async function projectJwtSecret(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
): Promise<{ readonly projectId: number; readonly secret: string } | undefined> {
  const { rows } = await platform.query<{ id: string; sealed: string }>(
    `SELECT p.id::text AS id, s.secret_encrypted AS sealed
       FROM projects p JOIN project_jwt_secrets s ON s.project_id = p.id
      WHERE p.ref = $1`,
    [ref],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { projectId: Number(row.id), secret: secrets.decrypt(row.sealed) };
}
