import { GoTrueClient } from '@supabase/auth-js';
import type { BrowserContext } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-account.js';

/**
 * Signs the owner in through the API with auth-js in Node, and has every page `context` opens
 * start with that session, written where the web app's auth-js reads it (identity contract,
 * point 4): `localStorage['atrium.auth']`, before the app loads. Each call is a new session.
 */
export async function signInPagesOf(context: BrowserContext, baseUrl: string): Promise<void> {
  const memory = new Map<string, string>();
  const auth = new GoTrueClient({
    url: `${baseUrl}/auth/v1`,
    storageKey: 'atrium.auth',
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  });
  const { data, error } = await auth.signInWithPassword({
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  if (error) throw error;
  // Only where none is stored: a page's auth-js rotates the refresh token, and writing the first
  // one back on the next load would present a used token, which ends the whole session.
  await context.addInitScript((session) => {
    if (!localStorage.getItem('atrium.auth')) localStorage.setItem('atrium.auth', session);
  }, JSON.stringify(data.session));
}
