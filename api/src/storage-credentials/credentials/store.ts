import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/queryable.js';
import type { SecretBox } from '../../platform/index.js';

/** One of a project's S3 access keys as a list shows it: never its secret. */
export interface StorageCredentialJson {
  readonly id: string;
  readonly description: string;
  readonly access_key: string;
  readonly created_at: string;
}

/** A new S3 access key as `POST .../credentials` answers it: the only time its secret is shown. */
export interface NewStorageCredentialJson {
  readonly id: string;
  readonly access_key: string;
  readonly secret_key: string;
}

/** What Signature V4 verification needs of an access key: its project and its secret. */
export interface S3Credential {
  readonly credentialId: string;
  readonly projectId: number;
  readonly projectRef: string;
  readonly accessKeyId: string;
  readonly secretKey: string;
}

interface CredentialRow {
  readonly id: string;
  readonly description: string;
  readonly access_key: string;
  readonly created_at: Date;
}

/** As long as the hosted platform's: 32 hex characters for the key id, 64 for the secret. */
const newAccessKeyId = () => randomBytes(16).toString('hex');
const newSecretKey = () => randomBytes(32).toString('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Makes an access key for the project `ref`, its secret sealed, and answers both once. */
export async function createStorageCredential(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
  description: string,
): Promise<NewStorageCredentialJson> {
  const accessKey = newAccessKeyId();
  const secretKey = newSecretKey();
  const { rows } = await platform.query<{ id: string }>(
    `INSERT INTO storage_credentials (project_id, description, access_key, secret_key_encrypted)
     SELECT p.id, $2, $3, $4 FROM projects p WHERE p.ref = $1
     RETURNING id`,
    [ref, description, accessKey, secrets.encrypt(secretKey)],
  );
  const row = rows[0];
  if (!row) throw new Error(`project ${ref} vanished while its access key was made`);
  return { id: row.id, access_key: accessKey, secret_key: secretKey };
}

/** The project's access keys, oldest first, without their secrets. */
export async function listStorageCredentials(
  platform: Queryable,
  ref: string,
): Promise<StorageCredentialJson[]> {
  const { rows } = await platform.query<CredentialRow>(
    `SELECT c.id, c.description, c.access_key, c.created_at
       FROM storage_credentials c JOIN projects p ON p.id = c.project_id
      WHERE p.ref = $1 ORDER BY c.created_at, c.id`,
    [ref],
  );
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    access_key: row.access_key,
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Revokes an access key of the project `ref`, answering its description; undefined when the
 * project has none with that id (another project's key included).
 */
export async function revokeStorageCredential(
  platform: Queryable,
  ref: string,
  id: string,
): Promise<{ readonly description: string } | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await platform.query<{ description: string }>(
    `DELETE FROM storage_credentials c USING projects p
      WHERE c.id = $1 AND p.id = c.project_id AND p.ref = $2
      RETURNING c.description`,
    [id, ref],
  );
  return rows[0];
}

/**
 * The S3 access key `accessKeyId` with its project and opened secret, for Signature V4
 * verification; undefined for a revoked or unknown key. Read at every call, so a revoked key is
 * refused at once on every instance.
 */
export async function findS3Credential(
  platform: Queryable,
  secrets: SecretBox,
  accessKeyId: string,
): Promise<S3Credential | undefined> {
  const { rows } = await platform.query<{
    id: string;
    project_id: string;
    ref: string;
    sealed: string;
  }>(
    `SELECT c.id, p.id::text AS project_id, p.ref, c.secret_key_encrypted AS sealed
       FROM storage_credentials c JOIN projects p ON p.id = c.project_id
      WHERE c.access_key = $1`,
    [accessKeyId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    credentialId: row.id,
    projectId: Number(row.project_id),
    projectRef: row.ref,
    accessKeyId,
    secretKey: secrets.decrypt(row.sealed),
  };
}
