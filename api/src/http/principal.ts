import type { Context } from 'hono';
import { AuthError } from './auth-error.js';
import type { AppEnv } from './env.js';

/**
 * The signed-in user a request acts for: the user of its session or personal access token.
 * Permissions are judged by this user's memberships (`grantsFor`); nobody is trusted for where
 * the request comes from.
 */
export interface Principal {
  readonly userId: string;
  readonly email: string;
}

/** The request's principal (from the session `resolveSession` found), or undefined if signed out. */
export const principalOf = (c: Context<AppEnv>): Principal | undefined => {
  const session = c.get('session');
  return session && { userId: session.userId, email: session.email };
};

/** The principal a route's declaration let through; a route without one gets 401 here. */
export const currentPrincipal = (c: Context<AppEnv>): Principal => {
  const principal = principalOf(c);
  if (!principal) throw new AuthError(401, 'Sign in to do this', 'no_authorization');
  return principal;
};
