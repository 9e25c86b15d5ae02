import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import type { AccessCache } from '../auth/index.js';
import type { AppEnv } from '../http/env.js';
import { grantsFor } from './grants-for.js';

/**
 * Where a signed-in member's grants are read: their role in the organization a route names, in
 * the platform database (remembered in `access` while changes are heard). Nobody holds a grant
 * for where a request comes from: the address and the `HOST` setting decide nothing (only the
 * edge checks, `allowedHosts` and `sameOriginWrites`).
 */
export const resolveGrants = (options: { platform?: pg.Pool; access?: AccessCache } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { platform, access } = options;
    if (platform) {
      c.set('memberGrants', (principal, target) => grantsFor(platform, principal, target, access));
    }
    await next();
  });
