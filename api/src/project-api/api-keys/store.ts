import type { Queryable } from '../../db/queryable.js';
import type { SecretBox } from '../../platform/index.js';
import {
  projectJwtSecret,
  rollProjectJwtSecret,
  type ProjectJwtSecret,
} from '../project-jwt-secrets.js';
import { signProjectKey, type ProjectKeyRole } from '../project-keys.js';

/** One of the project's API keys, as `GET /platform/projects/{ref}/api-keys` answers it. */
export interface ProjectApiKeyJson {
  readonly name: ProjectKeyRole;
  readonly api_key: string;
}

const KEY_ROLES: readonly ProjectKeyRole[] = ['anon', 'service_role'];

/**
 * The two keys signed with `found`'s secret, issued when the secret was made: HS256 is
 * deterministic, so the same secret gives the same keys on every call, on every instance.
 */
const keysOf = (found: ProjectJwtSecret, ref: string): Promise<ProjectApiKeyJson[]> =>
  Promise.all(
    KEY_ROLES.map(async (name) => ({
      name,
      api_key: await signProjectKey(found.secret, ref, name, { issuedAt: found.issuedAt }),
    })),
  );

/** The project's `anon` and `service_role` keys, or undefined for a project without a secret. */
export async function projectApiKeys(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
): Promise<ProjectApiKeyJson[] | undefined> {
  const found = await projectJwtSecret(platform, secrets, ref);
  return found && keysOf(found, ref);
}

/**
 * Gives the project a new JWT secret and answers the keys signed with it: every key and user JWT
 * signed with the old secret is refused from now on. Undefined for a project without a secret.
 */
export async function rollProjectApiKeys(
  platform: Queryable,
  secrets: SecretBox,
  ref: string,
): Promise<ProjectApiKeyJson[] | undefined> {
  const found = await rollProjectJwtSecret(platform, secrets, ref);
  return found && keysOf(found, ref);
}
