import type { Queryable } from '../../db/queryable.js';
import { listFactors, type FactorJson } from '../factors/store.js';

export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly last_sign_in_at: Date | null;
}

/** One spelling per address: trimmed and lower-cased, as the `users.email` CHECK demands. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE email = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string) {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function createUser(db: Queryable, email: string, passwordHash: string) {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING *`,
    [normalizeEmail(email), passwordHash],
  );
  return rows[0]!;
}

/** The user as GoTrue answers it (`GET /user`, and in every session), factors included. */
export async function userJson(db: Queryable, user: UserRow) {
  return goTrueUser(user, await listFactors(db, user.id));
}

export function goTrueUser(user: UserRow, factors: readonly FactorJson[]) {
  const created = user.created_at.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    confirmed_at: created,
    phone: '',
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    factors,
    created_at: created,
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

/** Notes a successful sign-in (GoTrue's `last_sign_in_at`). */
export async function recordSignIn(db: Queryable, userId: string) {
  await db.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [userId]);
}

/** Stores a new password's hash. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string) {
  await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
    userId,
    passwordHash,
  ]);
}
