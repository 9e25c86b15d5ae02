import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requiresSession } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { currentSession } from '../current-session.js';
import { AuthError } from '../../http/auth-error.js';
import { stepUp } from '../sessions/step-up-store.js';
import { readBody } from '../read-body.js';
import { consumeRecoveryCode, remainingRecoveryCodes, replaceRecoveryCodes } from './store.js';

const recovery = z.object({ code: z.string().min(1).max(64) });

/**
 * `/auth/v1/recovery-codes` (Atrium's own; GoTrue has none): one-time codes that stand in for a
 * lost authenticator. Creating a set needs aal2 and answers the codes once; a code raises an aal1
 * session to aal2 (`amr` method `recovery_code`), after which the lost factor can be removed.
 */
export const recoveryCodeRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .get('/', requiresSession(), async (c) =>
      c.json({ remaining: await remainingRecoveryCodes(auth.db, currentSession(c).userId) }),
    )
    .post('/', requiresSession(), async (c) => {
      const session = currentSession(c);
      if (session.nextLevel !== 'aal2') {
        throw new AuthError(
          422,
          'Verify an authenticator app first: recovery codes stand in for one',
          'mfa_verified_factor_required',
        );
      }
      return c.json({ codes: await replaceRecoveryCodes(auth.db, session.userId) }, 201);
    })
    .post('/verify', requiresSession('aal1'), async (c) => {
      const session = currentSession(c);
      const { code } = await readBody(c, recovery);
      const key = `mfa:${session.userId}` as const;
      const used = await auth.limiter.attempt([key], () =>
        consumeRecoveryCode(auth.db, session.userId, code),
      );
      if (!used) {
        throw new AuthError(
          422,
          'Invalid or already used recovery code',
          'mfa_verification_failed',
        );
      }
      return c.json(await stepUp(auth, session, 'recovery_code'));
    });
