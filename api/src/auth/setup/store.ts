import type pg from 'pg';
import { digestOf, newOpaqueToken } from '../opaque-token.js';
import { hashPassword, type ScryptCost } from '../password-hash.js';
import { createUser } from '../user/store.js';

export interface OwnerFromEnvironment {
  readonly email: string;
  readonly password: string;
}

export type FirstAccount =
  | { readonly kind: 'exists' }
  | { readonly kind: 'created'; readonly email: string }
  | { readonly kind: 'setup'; readonly token: string };

/**
 * At start-up, when no account exists yet: the owner from `ATRIUM_ADMIN_EMAIL` and
 * `ATRIUM_ADMIN_PASSWORD` when given, else a setup token for the one-time link printed at start
 * (valid until an owner is created with it). An advisory lock keeps instances starting together
 * from creating two owners. An existing account is never touched, whatever the environment says.
 */
export async function ensureFirstAccount(
  db: pg.Pool,
  owner: OwnerFromEnvironment | undefined,
  cost: ScryptCost,
): Promise<FirstAccount> {
  const passwordHash = owner ? await hashPassword(owner.password, cost) : undefined;
  return inFirstAccountLock(db, async (client) => {
    if (await anyAccount(client)) return { kind: 'exists' };
    if (owner && passwordHash) {
      await createUser(client, owner.email, passwordHash);
      return { kind: 'created', email: owner.email };
    }
    const token = newOpaqueToken(32);
    await client.query(`INSERT INTO setup_tokens (token_hash) VALUES ($1)`, [digestOf(token)]);
    return { kind: 'setup', token };
  });
}

/**
 * The setup form's data: creates the first owner if `token` is a live setup token and still no
 * account exists. Every setup token is spent with it. Undefined when the token is not valid.
 */
export async function createOwnerWithSetupToken(
  db: pg.Pool,
  token: string,
  email: string,
  password: string,
  cost: ScryptCost,
) {
  // Only a live token earns the (deliberately slow) hashing: no free work for strangers.
  const live = await db.query(`SELECT 1 FROM setup_tokens WHERE token_hash = $1`, [
    digestOf(token),
  ]);
  if (!live.rowCount) return undefined;
  const passwordHash = await hashPassword(password, cost);
  return inFirstAccountLock(db, async (client) => {
    const spent = await client.query(`DELETE FROM setup_tokens WHERE token_hash = $1`, [
      digestOf(token),
    ]);
    if (!spent.rowCount || (await anyAccount(client))) return undefined;
    await client.query(`DELETE FROM setup_tokens`);
    return createUser(client, email, passwordHash);
  });
}

/**
 * Whether Atrium still waits for its first owner (no account, a setup link live): the signed-out
 * page then points to the link printed at start instead of offering a sign-in nobody can use.
 */
export async function setupPending(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM users) AND EXISTS (SELECT 1 FROM setup_tokens) AS pending`,
  );
  return rows[0]!.pending;
}

const anyAccount = async (client: pg.ClientBase) =>
  (await client.query(`SELECT 1 FROM users LIMIT 1`)).rowCount !== 0;

async function inFirstAccountLock<T>(db: pg.Pool, work: (client: pg.ClientBase) => Promise<T>) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('atrium.first-account'))`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
