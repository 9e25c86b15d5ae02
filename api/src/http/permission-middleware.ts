import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { ALL_GRANTS, can, type Action, type Grant, type Resource } from '../permissions/model.js';
import { forbidden } from './api-error.js';
import { clientAddress, isLoopback } from './client-address.js';
import type { AppEnv } from './env.js';

/** Marks the middleware by which a route declares its permission (checked by an architecture test). */
export const PERMISSION_DECLARATION = Symbol.for('atrium.permission-declaration');

type Declared = MiddlewareHandler<AppEnv> & { [PERMISSION_DECLARATION]: string };

const declare = (middleware: MiddlewareHandler<AppEnv>, what: string): Declared =>
  Object.assign(middleware, { [PERMISSION_DECLARATION]: what });

/**
 * Who is asking. Until sign-in exists there is one user: whoever reaches the server from this
 * machine holds every grant; requests from elsewhere hold none. `proxySecret` lets `pnpm dev`'s
 * Vite proxy name the client it forwards for (see `clientAddress`).
 */
export const resolveGrants = (options: { proxySecret?: string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const grants: readonly Grant[] = isLoopback(clientAddress(c, options.proxySecret))
      ? ALL_GRANTS
      : [];
    c.set('grants', grants);
    await next();
  });

/** Declares, and enforces, the permission a route needs. */
export function requires(action: Action, resource: Resource): Declared {
  return declare(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!can(c.get('grants'), action, resource)) {
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

/** Declares that a route is open to anyone who can reach the server (health checks). */
export function isPublic(): Declared {
  return declare(
    createMiddleware<AppEnv>(async (_c, next) => next()),
    'public',
  );
}
