import type { AssuranceLevel } from '../access-token.js';
import { digestOf, newOpaqueToken } from '../opaque-token.js';
import type { Queryable } from '../../db/queryable.js';
import type { ActiveSession } from '../sessions/store.js';

/** Every personal token starts so, which tells it from an access token (a JWT) at a glance. */
export const PERSONAL_TOKEN_PREFIX = 'atr_pat_';
/** How much of a token a list shows. */
const ALIAS_LENGTH = PERSONAL_TOKEN_PREFIX.length + 6;

export interface PersonalTokenJson {
  readonly id: string;
  readonly name: string;
  readonly token_alias: string;
  readonly expires_at: string | null;
  readonly last_used_at: string | null;
  readonly created_at: string;
}

interface PersonalTokenRow {
  readonly id: string;
  readonly name: string;
  readonly token_alias: string;
  readonly expires_at: Date | null;
  readonly last_used_at: Date | null;
  readonly created_at: Date;
}

const COLUMNS = 'id, name, token_alias, expires_at, last_used_at, created_at';

const toJson = (row: PersonalTokenRow): PersonalTokenJson => ({
  id: row.id,
  name: row.name,
  token_alias: row.token_alias,
  expires_at: row.expires_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export const isPersonalToken = (token: string) => token.startsWith(PERSONAL_TOKEN_PREFIX);

/**
 * Creates a token and answers it, the only time it is ever shown. It keeps the assurance level of
 * the session that made it: one made before MFA enrolment stays aal1.
 */
export async function createPersonalToken(
  db: Queryable,
  maker: Pick<ActiveSession, 'userId' | 'aal'>,
  name: string,
  expiresAt: Date | undefined,
) {
  const token = `${PERSONAL_TOKEN_PREFIX}${newOpaqueToken(32)}`;
  const { rows } = await db.query<PersonalTokenRow>(
    `INSERT INTO personal_access_tokens (user_id, name, token_hash, token_alias, expires_at, aal)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      maker.userId,
      name,
      digestOf(token),
      token.slice(0, ALIAS_LENGTH),
      expiresAt ?? null,
      maker.aal,
    ],
  );
  return { ...toJson(rows[0]!), token };
}

export async function listPersonalTokens(db: Queryable, userId: string) {
  const { rows } = await db.query<PersonalTokenRow>(
    `SELECT ${COLUMNS} FROM personal_access_tokens WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map(toJson);
}

/** Revokes a token of the user's own, answering its name; undefined when there is none with that id. */
export async function revokePersonalToken(
  db: Queryable,
  userId: string,
  id: string,
): Promise<{ name: string } | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<{ name: string }>(
    `DELETE FROM personal_access_tokens WHERE id = $1 AND user_id = $2 RETURNING name`,
    [id, userId],
  );
  return rows[0];
}

/** A live personal token's identity, and when the token lapses (null: never). */
export interface PersonalTokenIdentity {
  readonly session: ActiveSession;
  readonly expiresAt: Date | null;
}

/**
 * The identity a live personal token stands for, at the level of the session that made it: one
 * made before the user enrolled a factor is aal1 below their aal2, and is refused where the full
 * level is needed. `kind` tells it from a session: it may call the API for its user, never manage
 * the account (sign out, factors, passwords, tokens). Marks the token used
 * (`last_used_at`); the session middleware remembers the answer for a while, so a token in
 * constant use is marked about once a minute per instance.
 */
export async function resolvePersonalToken(
  db: Queryable,
  token: string,
): Promise<PersonalTokenIdentity | undefined> {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    email: string;
    aal: AssuranceLevel;
    next_level: AssuranceLevel;
    expires_at: Date | null;
  }>(
    `UPDATE personal_access_tokens t SET last_used_at = now()
       FROM users u
      WHERE t.token_hash = $1 AND u.id = t.user_id AND (t.expires_at IS NULL OR t.expires_at > now())
      RETURNING t.id, t.user_id, u.email, t.expires_at, t.aal,
                CASE WHEN EXISTS (SELECT 1 FROM mfa_factors f
                                   WHERE f.user_id = u.id AND f.status = 'verified')
                     THEN 'aal2' ELSE 'aal1' END AS next_level`,
    [digestOf(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    session: {
      kind: 'personal_token',
      id: row.id,
      userId: row.user_id,
      email: row.email,
      aal: row.aal,
      amr: [],
      nextLevel: row.next_level,
    },
    expiresAt: row.expires_at,
  };
}
