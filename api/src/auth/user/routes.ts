import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requiresSession } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { currentSession } from '../current-session.js';
import { AuthError } from '../../http/auth-error.js';
import { hashPassword, verifyPassword } from '../password-hash.js';
import { assertAcceptablePassword } from '../password-policy.js';
import { readBody } from '../read-body.js';
import { signOut, type ActiveSession } from '../sessions/store.js';
import { findUserById, setPasswordHash, userJson } from './store.js';

/** auth-js sends every attribute it knows, unset ones as null; only a password change is served. */
const userUpdate = z
  .object({
    password: z.string().nullish(),
    current_password: z.string().max(1024).nullish(),
    email: z.null().optional(),
    phone: z.null().optional(),
  })
  .loose();

/** `/auth/v1/user`: who is signed in (with factors), and changing the password. */
export const userRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .get('/', requiresSession('aal1'), async (c) =>
      c.json(await currentUser(auth, currentSession(c))),
    )
    .put('/', requiresSession(), async (c) => {
      const body = await readBody(c, userUpdate);
      if (typeof body.password === 'string') {
        await changePassword(
          auth,
          currentSession(c),
          body.password,
          body.current_password ?? undefined,
          c.req.raw.signal,
        );
      }
      return c.json(await currentUser(auth, currentSession(c)));
    });

async function currentUser(auth: AuthContext, active: ActiveSession) {
  const user = await findUserById(auth.db, active.userId);
  if (!user) throw new AuthError(404, 'User not found', 'user_not_found');
  return userJson(auth.db, user);
}

/**
 * A new password needs the current one (a session left open on a shared machine must not be
 * enough to take the account over). Wrong guesses count against the account's sign-in limit.
 * Every other session of the user ends: whoever knew the old password is signed out.
 */
async function changePassword(
  auth: AuthContext,
  active: ActiveSession,
  password: string,
  currentPassword: string | undefined,
  signal: AbortSignal,
) {
  if (!currentPassword) {
    throw new AuthError(
      400,
      'Enter your current password to choose a new one',
      'current_password_required',
    );
  }
  assertAcceptablePassword(password);
  const user = (await findUserById(auth.db, active.userId))!;
  const key = `account:${user.email}` as const;
  const matches = await auth.hashing.run(signal, () =>
    auth.limiter.attempt([key], () => verifyPassword(currentPassword, user.password_hash)),
  );
  if (!matches) {
    throw new AuthError(400, 'Current password is incorrect', 'current_password_mismatch');
  }
  if (currentPassword === password) {
    throw new AuthError(
      422,
      'New password should be different from the old password.',
      'same_password',
    );
  }
  const passwordHash = await auth.hashing.run(signal, () =>
    hashPassword(password, auth.passwordCost),
  );
  await setPasswordHash(auth.db, user.id, passwordHash);
  await signOut(auth.db, active, 'others');
}
