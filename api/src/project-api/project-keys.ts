import { SignJWT } from 'jose';

/** The Postgres roles a project's two API keys carry, as the hosted platform issues them. */
export type ProjectKeyRole = 'anon' | 'service_role';

/** The keys' issuer, as the hosted platform's. */
export const PROJECT_KEY_ISSUER = 'supabase';

/** The only algorithm a project key may use: HS256, the project's JWT secret as the key. */
export const PROJECT_KEY_ALGORITHM = 'HS256';

export interface ProjectKeyTimes {
  /** Unix seconds; default now. */
  readonly issuedAt?: number;
  /** Unix seconds; default ten years after `issuedAt`, as the platform's keys. */
  readonly expiresAt?: number;
}

/**
 * An API key for the project as the hosted platform issues them: HS256 with the project's JWT
 * secret, claims `role`, `ref`, `iss`, `iat` and `exp`.
 */
export async function signProjectKey(
  secret: string,
  ref: string,
  role: ProjectKeyRole,
  times: ProjectKeyTimes = {},
): Promise<string> {
  const issuedAt = times.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ role, ref })
    .setProtectedHeader({ alg: PROJECT_KEY_ALGORITHM, typ: 'JWT' })
    .setIssuer(PROJECT_KEY_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(times.expiresAt ?? issuedAt + 10 * 365 * 24 * 3600)
    .sign(new TextEncoder().encode(secret));
}
