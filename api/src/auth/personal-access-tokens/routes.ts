import { Hono } from 'hono';
import { z } from 'zod';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requiresSession } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { currentSession } from '../current-session.js';
import { AuthError } from '../../http/auth-error.js';
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from './store.js';
import { readBody } from '../read-body.js';

const newToken = z.object({
  name: z.string().trim().min(1).max(100),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * `/platform/profile/access-tokens`: personal access tokens for scripts (`Authorization: Bearer
 * atr_pat_...`). Managed only from a signed-in session at its full level, never with a token.
 */
export const personalAccessTokenRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .get('/', requiresSession(), async (c) =>
      c.json(await listPersonalTokens(auth.db, currentSession(c).userId)),
    )
    .post('/', requiresSession(), audited('token.created'), async (c) => {
      const { name, expires_at } = await readBody(c, newToken);
      noteAudit(c, { target: name });
      const expiresAt = expires_at === undefined ? undefined : new Date(expires_at);
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AuthError(400, 'expires_at must be in the future', 'validation_failed');
      }
      const created = await createPersonalToken(auth.db, currentSession(c), name, expiresAt);
      return c.json(created, 201);
    })
    .delete('/:id', requiresSession(), audited('token.revoked'), async (c) => {
      const revoked = await revokePersonalToken(
        auth.db,
        currentSession(c).userId,
        c.req.param('id'),
      );
      if (!revoked) throw new AuthError(404, 'Access token not found', 'not_found');
      noteAudit(c, { target: revoked.name });
      return c.body(null, 204);
    });
