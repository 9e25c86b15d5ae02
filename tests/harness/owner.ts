import { GoTrueClient, type Session } from '@supabase/auth-js';

/**
 * The owner every test instance starts with: `npm start` creates it from these variables when
 * no account exists (docs/architecture/auth.md, First start).
 */
export const OWNER = {
  email: 'owner@atrium.test',
  password: 'owner-password-for-tests',
} as const;

/** The environment that pre-creates `OWNER`, for `startAtrium` or `npm start`. */
export const OWNER_ENV = {
  ATRIUM_ADMIN_EMAIL: OWNER.email,
  ATRIUM_ADMIN_PASSWORD: OWNER.password,
} as const;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Signs in through `/auth/v1` with `@supabase/auth-js` itself, as the web app does. */
export async function signInSession(
  baseUrl: string,
  credentials: Credentials = OWNER,
): Promise<Session> {
  const client = new GoTrueClient({
    url: `${baseUrl}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { data, error } = await client.signInWithPassword(credentials);
  if (error) throw error;
  return data.session;
}

/**
 * A personal access token of the owner, as a script would make one: the tests' bearer token. A
 * token, not a session's access token, because a test run outlives an access token's 10 minutes.
 */
export async function ownerToken(
  baseUrl: string,
  credentials: Credentials = OWNER,
): Promise<string> {
  const session = await signInSession(baseUrl, credentials);
  const response = await fetch(`${baseUrl}/platform/profile/access-tokens`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'tests' }),
  });
  if (response.status !== 201) {
    throw new Error(
      `Could not create the tests' token: ${response.status} ${await response.text()}`,
    );
  }
  return ((await response.json()) as { token: string }).token;
}

/** The header that makes a request the owner's. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
