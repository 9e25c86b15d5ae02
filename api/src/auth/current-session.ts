import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { notSignedIn } from '../http/auth-error.js';
import type { ActiveSession } from './sessions/store.js';

/** The session `requiresSession()` let through; a route without that declaration gets 401. */
export function currentSession(c: Context<AppEnv>): ActiveSession {
  const session = c.get('session');
  if (!session) throw notSignedIn('Sign in first: this needs a session', 'no_authorization');
  return session;
}
