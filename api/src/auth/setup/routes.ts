import { Hono } from 'hono';
import { z } from 'zod';
import { ensureDefaultOwner } from '../../platform/index.js';
import { clientAddress } from '../../http/client-address.js';
import type { AppEnv } from '../../http/env.js';
import { isPublic } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { AuthError } from '../../http/auth-error.js';
import { createOwnerWithSetupToken, setupPending } from './store.js';
import { assertAcceptablePassword } from '../password-policy.js';
import { readBody } from '../read-body.js';
import { sessionResponse } from '../session-response.js';
import { openSession } from '../sessions/store.js';

const setupForm = z.object({
  token: z.string().min(1).max(200),
  email: z.email().max(320),
  password: z.string(),
});

/**
 * `GET /auth/v1/setup`: whether the first owner is still to be made (`{ pending }`), so the sign-in
 * page can say where the setup link is. Public: nobody can sign in yet when it is true.
 *
 * `POST /auth/v1/setup`: the first-start setup page's form. With the token printed at start, it
 * creates the first owner (Owner of the `default` organization) and signs them in (GoTrue's token answer). Public, since nobody can
 * sign in yet; the token is what proves the caller saw the server's console.
 */
export const setupRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .get('/', isPublic(), async (c) => c.json({ pending: await setupPending(auth.db) }))
    .post('/', isPublic(), async (c) => {
      const { token, email, password } = await readBody(c, setupForm);
      assertAcceptablePassword(password);
      const address = clientAddress(c, auth.proxySecret) ?? 'unknown';
      const owner = await auth.hashing.run(c.req.raw.signal, () =>
        auth.limiter.attempt([`setup:${address}`], () =>
          createOwnerWithSetupToken(auth.db, token, email, password, auth.passwordCost),
        ),
      );
      if (!owner) {
        throw new AuthError(
          403,
          'This setup link is not valid: it has been used, or an account already exists',
          'setup_token_invalid',
        );
      }
      await ensureDefaultOwner(auth.db);
      const { sessionId, refreshToken } = await openSession(auth.db, owner.id);
      return c.json(await sessionResponse(auth, owner.id, sessionId, refreshToken), 201);
    });
