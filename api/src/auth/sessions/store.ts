import type pg from 'pg';
import type { Queryable } from '../../db/queryable.js';
import type { ActiveSession, AssuranceLevel, AuthMethod } from '../../http/active-session.js';
import { digestOf, newOpaqueToken } from '../opaque-token.js';

/** A refresh token unused for this long is refused; using it renews the session for as long. */
export const REFRESH_TOKEN_DAYS = 30;

export type { ActiveSession } from '../../http/active-session.js';

export type SignOutScope = 'local' | 'global' | 'others';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Opens a session at aal1 for a password sign-in; answers its first refresh token. The user's
 * sessions whose refresh tokens have all lapsed go at the same time: nothing can revive them.
 */
export async function openSession(db: pg.Pool, userId: string) {
  await db.query(
    `DELETE FROM sessions WHERE user_id = $1 AND refreshed_at < now() - make_interval(days => $2)`,
    [userId, REFRESH_TOKEN_DAYS],
  );
  const amr: AuthMethod[] = [{ method: 'password', timestamp: nowSeconds() }];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, amr) VALUES ($1, $2) RETURNING id`,
    [userId, JSON.stringify(amr)],
  );
  const sessionId = rows[0]!.id;
  return { sessionId, refreshToken: await issueRefreshToken(db, sessionId) };
}

export async function findActiveSession(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<ActiveSession | undefined> {
  const { rows } = await db.query<{
    aal: AssuranceLevel;
    amr: AuthMethod[];
    email: string;
    has_verified_factor: boolean;
  }>(
    `SELECT s.aal, s.amr, u.email,
            EXISTS (SELECT 1 FROM mfa_factors f
                     WHERE f.user_id = u.id AND f.status = 'verified') AS has_verified_factor
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: 'session',
    id: sessionId,
    userId,
    email: row.email,
    aal: row.aal,
    amr: row.amr,
    nextLevel: row.has_verified_factor ? 'aal2' : 'aal1',
  };
}

/** Raises a session to aal2 after a second factor, recording how. */
export async function raiseToAal2(
  db: Queryable,
  sessionId: string,
  method: AuthMethod['method'],
): Promise<void> {
  await db.query(
    `UPDATE sessions SET aal = 'aal2', amr = amr || $2::jsonb, refreshed_at = now() WHERE id = $1`,
    [sessionId, JSON.stringify([{ method, timestamp: nowSeconds() }])],
  );
}

export async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await db.query(`INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)`, [
    sessionId,
    digestOf(token),
  ]);
  return token;
}

export type Rotation =
  | { readonly kind: 'rotated'; readonly sessionId: string; readonly userId: string }
  | { readonly kind: 'reused' }
  | { readonly kind: 'unknown' };

/**
 * Uses a refresh token once. The `UPDATE ... WHERE NOT used` makes two concurrent uses of one
 * token count as one use and one reuse. A token used before is theft (or a replay): its whole
 * session, the newest token and every access token included, ends at once.
 */
export async function rotateRefreshToken(db: pg.Pool, token: string): Promise<Rotation> {
  const hash = digestOf(token);
  const { rows } = await db.query<{ session_id: string; user_id: string }>(
    `UPDATE refresh_tokens t SET used = true
       FROM sessions s
      WHERE t.token_hash = $1 AND NOT t.used AND s.id = t.session_id
        AND t.created_at > now() - make_interval(days => $2)
      RETURNING t.session_id, s.user_id`,
    [hash, REFRESH_TOKEN_DAYS],
  );
  const row = rows[0];
  if (row) {
    await db.query(`UPDATE sessions SET refreshed_at = now() WHERE id = $1`, [row.session_id]);
    // Used tokens are kept for reuse detection only as long as they could have been valid.
    await db.query(
      `DELETE FROM refresh_tokens WHERE session_id = $1 AND used
          AND created_at < now() - make_interval(days => $2)`,
      [row.session_id, REFRESH_TOKEN_DAYS],
    );
    return { kind: 'rotated', sessionId: row.session_id, userId: row.user_id };
  }
  const reused = await db.query(
    `DELETE FROM sessions WHERE id = (SELECT session_id FROM refresh_tokens
                                        WHERE token_hash = $1 AND used)`,
    [hash],
  );
  return reused.rowCount ? { kind: 'reused' } : { kind: 'unknown' };
}

/**
 * local: this session; others: every other session of the user; global: all of them. Both of
 * the last two revoke the user's personal access tokens too: signing out everywhere (or a
 * password change, which signs out the others) must leave no way in that a thief may hold.
 */
export async function signOut(db: Queryable, session: ActiveSession, scope: SignOutScope) {
  const condition = { local: 'id = $2', others: 'id <> $2', global: '$2::uuid IS NOT NULL' }[scope];
  await db.query(
    `WITH tokens AS (DELETE FROM personal_access_tokens WHERE user_id = $1 AND $3)
     DELETE FROM sessions WHERE user_id = $1 AND ${condition}`,
    [session.userId, session.id, scope !== 'local'],
  );
}
