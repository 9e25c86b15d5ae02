import type pg from 'pg';
import { ApiError } from '../http/api-error.js';

type Queryable = Pick<pg.Pool, 'query'>;

export interface UserRef {
  readonly id: string;
  readonly email: string;
}

/**
 * Where organizations meet accounts. Accounts belong to the account API (`api/src/auth/`, the
 * `users` table of its migration), so members and invitations know users by id only and ask here
 * for the rest. The reads work on whatever `users` table exists (none yet: nobody is found).
 */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRef | undefined> {
  if (!(await usersTableExists(db))) return undefined;
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
  if (ids.length === 0 || !(await usersTableExists(db))) return new Map();
  const { rows } = await db.query<UserRef>(
    'SELECT id::text AS id, email FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Creates an account with an initial password, for an owner adding a teammate on a machine
 * without mail. MERGE NOTE: wire it to the account API's user creation (password hashing lives
 * there); until then it refuses, and adding a member works for existing accounts only.
 */
export async function createUser(_email: string, _password: string): Promise<UserRef> {
  throw new ApiError(
    501,
    'Creating an account with an initial password is not wired yet: invite the person instead',
    'not_wired',
  );
}

async function usersTableExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('users') IS NOT NULL AS exists",
  );
  return rows[0]!.exists;
}
