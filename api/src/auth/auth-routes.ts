import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { AuthContext } from './auth-context.js';
import { factorRoutes } from './factors/routes.js';
import { logoutRoutes } from './logout/routes.js';
import { recoveryCodeRoutes } from './recovery-codes/routes.js';
import { setupRoutes } from './setup/routes.js';
import { tokenRoutes } from './token/routes.js';
import { userRoutes } from './user/routes.js';

/** `/auth/v1`: Atrium's accounts in the GoTrue protocol, so `@supabase/auth-js` works unchanged. */
export const authRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .route('/token', tokenRoutes(auth))
    .route('/user', userRoutes(auth))
    .route('/logout', logoutRoutes(auth))
    .route('/factors', factorRoutes(auth))
    .route('/recovery-codes', recoveryCodeRoutes(auth))
    .route('/setup', setupRoutes(auth));
