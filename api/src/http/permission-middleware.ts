import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import { AuthError } from '../auth/auth-error.js';
import { grantsFor, type GrantTarget } from '../permissions/grants-for.js';
import { ALL_GRANTS, can, type Action, type Grant, type Resource } from '../permissions/model.js';
import { ApiError, forbidden } from './api-error.js';
import { clientAddress, isLoopback } from './client-address.js';
import type { AppEnv } from './env.js';

/** Marks the middleware by which a route declares its permission (checked by an architecture test). */
export const PERMISSION_DECLARATION = Symbol.for('atrium.permission-declaration');

type Declared = MiddlewareHandler<AppEnv> & { [PERMISSION_DECLARATION]: string };

const declare = (middleware: MiddlewareHandler<AppEnv>, what: string): Declared =>
  Object.assign(middleware, { [PERMISSION_DECLARATION]: what });

/**
 * Who is asking. A signed-in principal (set by the session middleware, once wired) holds their
 * role's grants in the organization a route names; see `grantsOn`. Without one, the loopback rule
 * stands: whoever reaches the server from this machine holds every grant, requests from
 * elsewhere hold none. `proxySecret` lets `pnpm dev`'s Vite proxy name the client it forwards for
 * (see `clientAddress`); `platform` is where members and their roles are kept.
 */
export const resolveGrants = (options: { proxySecret?: string; platform?: pg.Pool } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const grants: readonly Grant[] = isLoopback(clientAddress(c, options.proxySecret))
      ? ALL_GRANTS
      : [];
    c.set('grants', grants);
    const platform = options.platform;
    if (platform)
      c.set('memberGrants', (principal, target) => grantsFor(platform, principal, target));
    await next();
  });

/** The project (`:ref`) or organization (`:slug`) the matched route is about, if any. */
export function routeTarget(c: Context<AppEnv>): GrantTarget | undefined {
  const ref = c.req.param('ref');
  if (ref) return { projectRef: ref };
  const slug = c.req.param('slug');
  return slug ? { orgSlug: slug } : undefined;
}

/**
 * The caller's grants on a target: a signed-in member's role's grants there (none outside their
 * organizations, or with no target), else the local user's by the loopback rule.
 */
export async function grantsOn(
  c: Context<AppEnv>,
  target: GrantTarget | undefined,
): Promise<readonly Grant[]> {
  const principal = c.get('principal');
  if (!principal) return c.get('grants');
  const memberGrants = c.get('memberGrants');
  return target && memberGrants ? memberGrants(principal, target) : [];
}

/**
 * Declares, and enforces, the permission a route needs, on the project or organization the route
 * names (its `:ref` or `:slug`).
 */
export function requires(action: Action, resource: Resource): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
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
 * Declares that a route is open to any signed-in user, whatever their role: account-level routes
 * (my organizations, my audit log, accepting an invitation) that answer only about the caller.
 * Until sign-in is wired, the local user counts as signed in and nobody else does.
 */
export function requiresSignedIn(): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!c.get('principal') && c.get('grants').length === 0) {
        throw new ApiError(401, 'Sign in to do this', 'not_signed_in');
      }
      await next();
    }),
    'signed-in',
  );
}

/** Declares that a route is open to anyone who can reach the server (health checks). */
export function isPublic(): Declared {
  return declare(
    createMiddleware<AppEnv>(async (_c, next) => next()),
    'public',
  );
}

/**
 * Declares, and enforces, that a route needs a signed-in session (resolved by `resolveSession`
 * from the access token). By default the session must have reached the highest assurance level
 * its user can: aal2 once a factor is verified, so a stolen password alone does not pass.
 * `'aal1'` lets a session through before its second factor: for the routes that provide that
 * step (MFA challenge and verify, recovery codes) and for reading the user and signing out.
 * A personal access token is not a session: it is refused here (it may not manage the account).
 */
export function requiresSession(level: 'full' | 'aal1' = 'full'): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      const session = c.get('session');
      if (!session) {
        throw new AuthError(401, 'Sign in first: this needs a session', 'no_authorization');
      }
      if (session.kind !== 'session') {
        throw new AuthError(
          403,
          'A personal access token cannot manage the account: sign in to do this',
          'personal_token_not_allowed',
        );
      }
      if (level === 'full' && session.aal !== session.nextLevel) {
        throw new AuthError(
          403,
          'Verify your second factor first: this needs assurance level aal2',
          'insufficient_aal',
        );
      }
      await next();
    }),
    level === 'full' ? 'session' : 'session (aal1)',
  );
}
