import pg from 'pg';
import { SecretBox } from '../../api/src/platform/secret-box.js';
import { projectJwtSecret } from '../../api/src/project-api/project-jwt-secrets.js';
import {
  signProjectKey,
  type ProjectKeyRole,
  type ProjectKeyTimes,
} from '../../api/src/project-api/project-keys.js';

/**
 * The project's JWT secret, read from the instance's platform database and opened with its
 * `ATRIUM_SECRET_KEY`, as only the server may: tests sign keys with it.
 */
export async function readProjectJwtSecret(
  platformDbUrl: string,
  secretKey: string,
  ref: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: platformDbUrl });
  await client.connect();
  try {
    const found = await projectJwtSecret(client, SecretBox.fromSecret(secretKey), ref);
    if (!found) throw new Error(`project ${ref} has no JWT secret`);
    return found.secret;
  } finally {
    await client.end();
  }
}

/** The project's `anon` or `service_role` key, signed with its own secret as the platform does. */
export async function projectKey(
  platformDbUrl: string,
  secretKey: string,
  ref: string,
  role: ProjectKeyRole,
  times?: ProjectKeyTimes,
): Promise<string> {
  return signProjectKey(
    await readProjectJwtSecret(platformDbUrl, secretKey, ref),
    ref,
    role,
    times,
  );
}
