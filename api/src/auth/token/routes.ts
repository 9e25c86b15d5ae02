import { Hono } from 'hono';
import { z } from 'zod';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { clientAddress } from '../../http/client-address.js';
import { isPublic } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { AuthError, invalidCredentials, invalidInput } from '../../http/auth-error.js';
import { verifyPasswordOrDummy } from '../password-hash.js';
import type { LimitKey } from '../rate-limiter.js';
import { readBody } from '../read-body.js';
import { sessionResponse } from '../session-response.js';
import { issueRefreshToken, openSession, rotateRefreshToken } from '../sessions/store.js';
import { findUserByEmail, normalizeEmail, recordSignIn } from '../user/store.js';

const passwordGrant = z.object({ email: z.string().max(320), password: z.string().max(1024) });
const refreshGrant = z.object({ refresh_token: z.string().min(1).max(200) });

/** `POST /auth/v1/token?grant_type=password | refresh_token`: sign in, or renew a session. */
export const tokenRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>().post('/', isPublic(), audited('user.signed_in'), async (c) => {
    const grant = c.req.query('grant_type');
    // Renewing a session is not an event; a refused sign-in names no one (the email was typed).
    if (grant !== 'password') noteAudit(c, { action: null });
    if (grant === 'password') {
      const { email, password } = await readBody(c, passwordGrant);
      const keys: LimitKey[] = [
        `account:${normalizeEmail(email)}`,
        `address:${clientAddress(c, auth.proxySecret) ?? 'unknown'}`,
      ];
      // The slot first: a request refused for load costs no database work and counts as no attempt.
      const user = await auth.hashing.run(c.req.raw.signal, () =>
        auth.limiter.attempt(keys, async () => {
          const found = await findUserByEmail(auth.db, email);
          return (
            (await verifyPasswordOrDummy(password, found?.password_hash, auth.passwordCost)) &&
            found
          );
        }),
      );
      if (!user) throw invalidCredentials();
      noteAudit(c, { target: user.email });
      await recordSignIn(auth.db, user.id);
      const { sessionId, refreshToken } = await openSession(auth.db, user.id);
      return c.json(await sessionResponse(auth, user.id, sessionId, refreshToken));
    }
    if (grant === 'refresh_token') {
      const { refresh_token } = await readBody(c, refreshGrant);
      const rotation = await rotateRefreshToken(auth.db, refresh_token);
      if (rotation.kind === 'reused') {
        throw new AuthError(
          400,
          'Invalid Refresh Token: Already Used. The session has been signed out.',
          'refresh_token_already_used',
        );
      }
      if (rotation.kind === 'unknown') {
        throw new AuthError(
          400,
          'Invalid Refresh Token: Refresh Token Not Found',
          'refresh_token_not_found',
        );
      }
      const next = await issueRefreshToken(auth.db, rotation.sessionId);
      return c.json(await sessionResponse(auth, rotation.userId, rotation.sessionId, next));
    }
    throw invalidInput('grant_type must be password or refresh_token');
  });
