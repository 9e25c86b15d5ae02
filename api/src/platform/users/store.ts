import {
  assertAcceptablePassword,
  createUser as createAccount,
  hashPassword,
  type ScryptCost,
} from '../../auth/index.js';
import type { Queryable } from '../../db/queryable.js';

export interface UserRef {
  readonly id: string;
  readonly email: string;
}

/**
 * Where organizations meet accounts. Accounts belong to the account API (`api/src/auth/`, the
 * `users` table of its migration), so members and invitations know users by id only and ask here
 * for the rest.
 */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRef | undefined> {
  const { rows } = await db.query<UserRef>(
    'SELECT id::text AS id, email FROM users WHERE email = lower($1)',
    [email],
  );
  return rows[0];
}

/** Each user's email by id; ids without an account are left out. */
export async function emailsByUserId(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<UserRef>(
    'SELECT id::text AS id, email FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Creates an account with an initial password, for an owner adding a teammate on a machine
 * without mail: hashed and checked as the account API does it (`api/src/auth/`).
 */
export async function createUser(
  db: Queryable,
  email: string,
  password: string,
  cost: ScryptCost,
): Promise<UserRef> {
  assertAcceptablePassword(password);
  const user = await createAccount(db, email, await hashPassword(password, cost));
  return { id: user.id, email: user.email };
}
