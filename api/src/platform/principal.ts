import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';

/**
 * The signed-in user a request acts for. The session middleware of the account API sets it on
 * the context (`c.set('principal', ...)`); until that is wired it is never set, and a request is
 * judged by the loopback rule alone (see `resolveGrants`).
 */
export interface Principal {
  readonly userId: string;
  readonly email: string;
}

/** The request's principal, or undefined for the local user (no sign-in yet). */
export const principalOf = (c: Context<AppEnv>): Principal | undefined => c.get('principal');
