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

/** A project's JWT secret, opened, with what keys signed with it need. */
export interface ProjectJwtSecret {
  readonly projectId: number;
  readonly secret: string;
  /**
   * When the secret was made (Unix seconds): the `iat` of the keys the dashboard shows, so they
   * are the same on every visit until the secret is rolled.
   */
  readonly issuedAt: number;
}

interface SecretRow {
  readonly id: string;
  readonly sealed: string;
  readonly issued_at: string;
}

const opened = (secrets: SecretBox, row: SecretRow): ProjectJwtSecret => ({
  projectId: Number(row.id),
  secret: secrets.decrypt(row.sealed),
  issuedAt: Number(row.issued_at),
});

/**
 * The project's JWT secret, by ref, or undefined for a ref without one. Read at every call, never
 * remembered, so a rolled secret is refused on every instance from the moment it is replaced.
 */
export async function projectJwtSecret(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
): Promise<ProjectJwtSecret | undefined> {
  const { rows } = await platform.query<SecretRow>(
    `SELECT p.id::text AS id, s.secret_encrypted AS sealed,
            floor(extract(epoch FROM s.created_at))::bigint::text AS issued_at
       FROM projects p JOIN project_jwt_secrets s ON s.project_id = p.id
      WHERE p.ref = $1`,
    [ref],
  );
  const row = rows[0];
  return row && opened(secrets, row);
}

/**
 * Replaces the project's JWT secret with a new one, so every key and user JWT signed with the old
 * one is refused from now on; answers the new one, or undefined for a ref without a secret.
 */
export async function rollProjectJwtSecret(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
): Promise<ProjectJwtSecret | undefined> {
  const { rows } = await platform.query<SecretRow>(
    `UPDATE project_jwt_secrets s SET secret_encrypted = $2, created_at = clock_timestamp()
       FROM projects p
      WHERE p.id = s.project_id AND p.ref = $1
      RETURNING p.id::text AS id, s.secret_encrypted AS sealed,
                floor(extract(epoch FROM s.created_at))::bigint::text AS issued_at`,
    [ref, secrets.encrypt(newJwtSecret())],
  );
  const row = rows[0];
  return row && opened(secrets, row);
}
