import { ACCESS_TOKEN_SECONDS } from './access-token.js';
import type { AuthContext } from './auth-context.js';
import { notSignedIn } from '../http/auth-error.js';
import { findActiveSession } from './sessions/store.js';
import { findUserById, userJson } from './user/store.js';

/**
 * GoTrue's token answer (sign-in, refresh, MFA verify): a fresh access token carrying the
 * session's assurance level and methods, the refresh token, and the user with their factors.
 */
export async function sessionResponse(
  auth: AuthContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const [session, user] = await Promise.all([
    findActiveSession(auth.db, sessionId, userId),
    findUserById(auth.db, userId),
  ]);
  if (!session || !user)
    throw notSignedIn('This session has ended: sign in again', 'session_not_found');
  const now = Date.now();
  const accessToken = await auth.tokens.sign(
    { sub: userId, email: user.email, session_id: sessionId, aal: session.aal, amr: session.amr },
    now,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    user: await userJson(auth.db, user),
  };
}
