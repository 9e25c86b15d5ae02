import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { defineModule } from '../module/index.js';
import type { AuthContext } from './auth-context.js';
import { authRoutes } from './auth-routes.js';
import { personalAccessTokenRoutes } from './personal-access-tokens/routes.js';

/**
 * auth as a server module: routes only, at the paths they have always had (sign-in and sessions
 * under `/auth/v1`, a member's personal access tokens under `/platform/profile/access-tokens`).
 * Its context (keys, limits, the access cache) is the app's, so that is handed in.
 */
export const authModule = (auth: AuthContext) =>
  defineModule({
    id: 'auth',
    routes: () =>
      new Hono<AppEnv>()
        .route('/auth/v1', authRoutes(auth))
        .route('/platform/profile/access-tokens', personalAccessTokenRoutes(auth)),
  });
