import { GoTrueClient } from '@supabase/auth-js';

import { AUTH_STORAGE_KEY } from './stored-session.js';

/**
 * The web app's one account client: auth-js's `GoTrueClient` against the API's `/auth/v1`, with
 * the options agreed with the API side (identity contract, point 1), so the stored session is
 * exactly what auth-js writes and the harness can hand a browser page one before it loads.
 */
export function createAuthClient(
  origin: string = globalThis.location?.origin ?? '',
  storage: Storage = globalThis.localStorage,
): GoTrueClient {
  return new GoTrueClient({
    url: `${origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    storage,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    // Calls the current global fetch each time, so tests that stub it are seen.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
}
