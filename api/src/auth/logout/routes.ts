import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requiresSession } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { currentSession } from '../current-session.js';
import { invalidInput } from '../../http/auth-error.js';
import { signOut, type SignOutScope } from '../sessions/store.js';

const SCOPES: readonly SignOutScope[] = ['global', 'local', 'others'];

/**
 * `POST /auth/v1/logout?scope=global | local | others` (GoTrue's default: global). The sessions
 * go, with their refresh tokens; their access tokens are refused from the next request on.
 */
export const logoutRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>().post('/', requiresSession('aal1'), async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as SignOutScope;
    if (!SCOPES.includes(scope)) throw invalidInput('scope must be global, local or others');
    await signOut(auth.db, currentSession(c), scope);
    return c.body(null, 204);
  });
