import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable.js';
import type pg from 'pg';
import { digestOf } from '../opaque-token.js';

/** Ten codes of 16 characters from a 32-letter alphabet: 80 random bits each. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base 32: no i, l, o or u, which are easily misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** `abcd-efgh-jkmn-pqrs`: easy to copy by hand; dashes and case do not matter when typed. */
const newCode = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

const canonical = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Replaces the user's codes with a fresh set, answered once; only their digests are kept. */
export async function replaceRecoveryCodes(db: pg.Pool, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await client.query(
      `INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [userId, codes.map((code) => digestOf(canonical(code)))],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return codes;
}

export async function remainingRecoveryCodes(db: Queryable, userId: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return rows[0]!.n;
}

/** Uses a code once: true the first time, false ever after (and for a code that never was). */
export async function consumeRecoveryCode(db: Queryable, userId: string, code: string) {
  const { rowCount } = await db.query(
    `UPDATE recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, digestOf(canonical(code))],
  );
  return rowCount === 1;
}
