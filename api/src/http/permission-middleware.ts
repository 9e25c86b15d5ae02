import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { can, type Action, type Grant } from '@atrium/common/permissions';
import type { ActiveSession } from './active-session.js';
import { AuthError } from './auth-error.js';
import type { GrantTarget } from './grant-target.js';
import { principalOf } from './principal.js';
import type { RouteResource } from './route-resources.js';
import { forbidden } from './api-error.js';
import type { AppEnv } from './env.js';

/** Marks the middleware by which a route declares its permission (checked by an architecture test). */
export const PERMISSION_DECLARATION = Symbol.for('atrium.permission-declaration');

type Declared = MiddlewareHandler<AppEnv> & { [PERMISSION_DECLARATION]: string };

const declare = (middleware: MiddlewareHandler<AppEnv>, what: string): Declared =>
  Object.assign(middleware, { [PERMISSION_DECLARATION]: what });

/** The project (`:ref`) or organization (`:slug`) the matched route is about, if any. */
export function routeTarget(c: Context<AppEnv>): GrantTarget | undefined {
  const ref = c.req.param('ref');
  if (ref) return { projectRef: ref };
  const slug = c.req.param('slug');
  return slug ? { orgSlug: slug } : undefined;
}

/**
 * The caller's grants on a target: a signed-in member's role's grants there, none outside their
 * organizations, with no target, or signed out.
 */
export async function grantsOn(
  c: Context<AppEnv>,
  target: GrantTarget | undefined,
): Promise<readonly Grant[]> {
  const principal = principalOf(c);
  const memberGrants = c.get('memberGrants');
  return principal && target && memberGrants ? memberGrants(principal, target) : [];
}

/**
 * The signed-in session or personal token, refused with 401 when there is none. At `'full'`, a
 * session below the level its user can reach (a password without the second factor) is refused
 * with 403: a stolen password alone opens nothing but the way up (`'aal1'`).
 */
function signedIn(c: Context<AppEnv>, level: 'full' | 'aal1'): ActiveSession {
  const session = c.get('session');
  if (!session) throw new AuthError(401, 'Sign in to do this', 'no_authorization');
  if (level === 'full' && session.aal !== session.nextLevel) {
    throw new AuthError(
      403,
      'Verify your second factor first: this needs assurance level aal2',
      'insufficient_aal',
    );
  }
  return session;
}

/**
 * Declares, and enforces, the permission a route needs, on the project or organization the route
 * names (its `:ref` or `:slug`): 401 signed out, 403 without the grant there.
 */
export function requires(action: Action, resource: RouteResource): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      signedIn(c, 'full');
      if (!can(await grantsOn(c, routeTarget(c)), action, resource)) {
        throw forbidden(
          `You need additional permissions (${action} on ${resource}) to do this`,
          'insufficient_permissions',
        );
      }
      await next();
    }),
    `${action} ${resource}`,
  );
}

/**
 * Declares that a route is open to any signed-in user, whatever their role, by session or
 * personal access token: routes that answer only about the caller (my organizations, my
 * projects, my grants, my audit log, accepting an invitation).
 */
export function requiresSignedIn(): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      signedIn(c, 'full');
      await next();
    }),
    'signed-in',
  );
}

/**
 * Declares that a route is open to anyone who can reach the server: health, signing in, the
 * first-owner setup. Nothing else may be.
 */
export function isPublic(): Declared {
  return declare(
    createMiddleware<AppEnv>(async (_c, next) => next()),
    'public',
  );
}

/**
 * Declares, and enforces, that a route needs a real signed-in session, not a personal access
 * token: the account's own management (its password, factors, tokens, signing out). By default
 * at the highest assurance level its user can reach; `'aal1'` lets a session through before its
 * second factor, for the routes that provide that step (MFA challenge and verify, recovery codes)
 * and for reading the user and signing out.
 */
export function requiresSession(level: 'full' | 'aal1' = 'full'): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      const session = signedIn(c, level);
      if (session.kind !== 'session') {
        throw new AuthError(
          403,
          'A personal access token cannot manage the account: sign in to do this',
          'personal_token_not_allowed',
        );
      }
      await next();
    }),
    level === 'full' ? 'session' : 'session (aal1)',
  );
}
