import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.js';
import type { AuthContext } from './auth-context.js';
import { notSignedIn } from '../http/auth-error.js';
import { digestOf } from './opaque-token.js';
import { isPersonalToken, resolvePersonalToken } from './personal-access-tokens/store.js';
import { findActiveSession, type ActiveSession } from './sessions/store.js';

/**
 * Resolves `Authorization: Bearer <access token>` into the signed-in session, for every route
 * (or `Bearer atr_pat_...`, a personal access token, into its user).
 * The token's signature and expiry are not enough: its session must still exist, so a sign-out
 * (or a reused refresh token) stops its access tokens at once, everywhere. A dead token is
 * refused with 401 even where a session is not needed; other schemes (`Basic` from a proxy in
 * front) are left alone, and so are requests without the header.
 * What a token stands for is remembered in `auth.access` while changes to it are heard (see
 * AccessCache), so most requests make no platform round trip for it.
 */
export const resolveSession = (auth: Pick<AuthContext, 'db' | 'tokens' | 'access'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (token) {
      c.set(
        'session',
        isPersonalToken(token)
          ? await personalTokenSession(auth, token)
          : await accessTokenSession(auth, token),
      );
    }
    await next();
  });

async function accessTokenSession(
  auth: Pick<AuthContext, 'db' | 'tokens' | 'access'>,
  token: string,
): Promise<ActiveSession> {
  // Signature and expiry are checked on every request; only the session's liveness is remembered.
  const claims = await auth.tokens.verify(token);
  if (!claims) throw notSignedIn('Invalid or expired access token', 'bad_jwt');
  const session = await auth.access.remember(`session:${claims.session_id}:${claims.sub}`, () =>
    findActiveSession(auth.db, claims.session_id, claims.sub),
  );
  if (!session) throw notSignedIn('This session has ended: sign in again', 'session_not_found');
  return session;
}

async function personalTokenSession(
  auth: Pick<AuthContext, 'db' | 'access'>,
  token: string,
): Promise<ActiveSession> {
  // Keyed by the token's digest: the cache never holds a usable token.
  const identity = await auth.access.remember(
    `token:${digestOf(token)}`,
    () => resolvePersonalToken(auth.db, token),
    ({ expiresAt }) => expiresAt?.getTime(),
  );
  if (!identity) {
    throw notSignedIn('Invalid, expired or revoked personal access token', 'invalid_token');
  }
  return identity.session;
}
