import { GoTrueClient } from '@supabase/auth-js';
import { TEST_PASSWORD_COST } from '../../harness/password-cost.js';
import pg from 'pg';
import { inject } from 'vitest';
import { hashPassword } from '../../../api/src/auth/password-hash.js';
import { platformUrlBeside } from '../../../api/src/platform/platform-database.js';
import { uniqueName } from '../../harness/database.js';

/** The API's platform database (`atrium`, beside the default project's), read directly. */
export async function platformQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: platformUrlBeside(inject('projectDbUrl')) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface Account {
  readonly email: string;
  readonly password: string;
}

/**
 * The password of the accounts `createAccount` makes in this process, and its hash, made once: a
 * hash at the API's cost is about 0.3 s of CPU, and a test tells its accounts apart by email (each
 * signs in with its own account's password, never with another's).
 */
const PASSWORD = `pw-${uniqueName('secret')}`;
let passwordHash: Promise<string> | undefined;

/**
 * An account of this test file's own, written straight into the platform database (the shared
 * server's first owner is not ours to take), with a password hashed as the API hashes it.
 */
export async function createAccount(prefix = 'user'): Promise<Account> {
  const email = `${uniqueName(prefix)}@example.test`;
  passwordHash ??= hashPassword(PASSWORD, TEST_PASSWORD_COST);
  await platformQuery(`INSERT INTO users (email, password_hash) VALUES ($1, $2)`, [
    email,
    await passwordHash,
  ]);
  return { email, password: PASSWORD };
}

/** `@supabase/auth-js`'s own client, unchanged, pointed at Atrium's /auth/v1; no storage kept. */
export const authClient = (baseUrl = inject('apiUrl')) =>
  new GoTrueClient({
    url: `${baseUrl}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });

/** Signs in with auth-js and answers the session, failing the test on an error. */
export async function signIn(client: GoTrueClient, account: Account) {
  const { data, error } = await client.signInWithPassword(account);
  if (error) throw error;
  return data.session;
}

/** A raw request with a bearer token, for checking that a token works (or not) on any route. */
export const withToken = (path: string, accessToken: string, init: RequestInit = {}) =>
  fetch(`${inject('apiUrl')}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
  });
