import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.js';
import type { AuthContext } from './auth-context.js';
import { notSignedIn } from './auth-error.js';
import { findActiveSession } from './sessions.js';

/**
 * Resolves `Authorization: Bearer <access token>` into the signed-in session, for every route.
 * The token's signature and expiry are not enough: its session must still exist, so a sign-out
 * (or a reused refresh token) stops its access tokens at once, everywhere. A dead token is
 * refused with 401 even where a session is not needed; other schemes (`Basic` from a proxy in
 * front) are left alone, and so are requests without the header.
 */
export const resolveSession = (auth: Pick<AuthContext, 'db' | 'tokens'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (token) {
      const claims = await auth.tokens.verify(token);
      if (!claims) throw notSignedIn('Invalid or expired access token', 'bad_jwt');
      const session = await findActiveSession(auth.db, claims.session_id, claims.sub);
      if (!session) {
        throw notSignedIn('This session has ended: sign in again', 'session_not_found');
      }
      c.set('session', session);
    }
    await next();
  });
