import type { Queryable } from './queryable.js';
import { AuthError } from './auth-error.js';
import { digestOf } from './opaque-token.js';

export interface SignInLimits {
  /** Failures allowed per account (email, known or not) within the window. */
  readonly perAccount: number;
  /** Failures allowed per client address within the window; high, since a proxy shares one. */
  readonly perAddress: number;
  readonly windowSeconds: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 50, windowSeconds: 900 };

/** What a failure counts against: `account:<email>`, `address:<ip>`, `mfa:<user id>`. */
export type LimitKey = `${'account' | 'address' | 'mfa'}:${string}`;

/**
 * Counts failed sign-ins (passwords, MFA codes, recovery codes) in the platform database, so
 * every API instance sees the same counts. A key at its limit is refused before any password is
 * checked, with the same answer for accounts that exist and those that do not.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /** Throws 429 when any key has used up its failures. */
  async assertAllowed(keys: readonly LimitKey[]): Promise<void> {
    for (const key of keys) {
      const waitSeconds = await this.secondsUntilAllowed(key);
      if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
    }
  }

  async recordFailure(keys: readonly LimitKey[]): Promise<void> {
    await this.db.query(
      `WITH old AS (DELETE FROM sign_in_failures
                     WHERE key_hash = ANY($1) AND at < now() - make_interval(secs => $2))
       INSERT INTO sign_in_failures (key_hash) SELECT unnest($1::text[])`,
      [keys.map(digestOf), this.limits.windowSeconds],
    );
  }

  /** A correct password clears its account's count (never an address's: that is shared). */
  async clear(key: LimitKey): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_failures WHERE key_hash = $1`, [digestOf(key)]);
  }

  /** Until the failure that put the key at its limit leaves the window. */
  private async secondsUntilAllowed(key: LimitKey): Promise<number> {
    const limit = key.startsWith('address:') ? this.limits.perAddress : this.limits.perAccount;
    const { rows } = await this.db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM at + make_interval(secs => $2) - now()))::int AS wait
         FROM sign_in_failures
        WHERE key_hash = $1 AND at > now() - make_interval(secs => $2)
        ORDER BY at DESC OFFSET $3 - 1 LIMIT 1`,
      [digestOf(key), this.limits.windowSeconds, limit],
    );
    return rows[0]?.wait ?? 0;
  }
}

function tooManyAttempts(waitSeconds: number) {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new AuthError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'over_request_rate_limit',
  );
}
