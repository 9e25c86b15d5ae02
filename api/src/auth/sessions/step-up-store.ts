import type { AuthContext } from '../auth-context.js';
import { sessionResponse } from '../session-response.js';
import { issueRefreshToken, raiseToAal2, type ActiveSession } from './store.js';
import type { AuthMethod } from '../access-token.js';

/**
 * After a correct second factor (TOTP code or recovery code): the session becomes aal2 and gets
 * a new refresh token. Its older unused ones are dropped, so none can mint tokens that outlive
 * the step; a dropped one presented later is simply unknown.
 */
export async function stepUp(
  auth: AuthContext,
  session: ActiveSession,
  method: AuthMethod['method'],
) {
  await raiseToAal2(auth.db, session.id, method);
  await auth.db.query(`DELETE FROM refresh_tokens WHERE session_id = $1 AND NOT used`, [
    session.id,
  ]);
  const refreshToken = await issueRefreshToken(auth.db, session.id);
  return sessionResponse(auth, session.userId, session.id, refreshToken);
}
