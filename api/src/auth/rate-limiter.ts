import type { Queryable } from '../db/queryable.js';
import { AuthError } from '../http/auth-error.js';
import { digestOf } from './opaque-token.js';

export interface SignInLimits {
  /** Failures allowed per account (email, known or not), per user's MFA codes, per user's
   * invitation tokens and per address's setup links, within the window. */
  readonly perAccount: number;
  /** Failures allowed per client address within the window; high, since a proxy shares one. */
  readonly perAddress: number;
  readonly windowSeconds: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 50, windowSeconds: 900 };

/**
 * What an attempt counts against: `account:<email>`, `address:<ip>`, `mfa:<user id>`,
 * `setup:<ip>` (setup links), `invitation:<user id>` (invitation tokens).
 */
export type LimitKey = `${'account' | 'address' | 'mfa' | 'setup' | 'invitation'}:${string}`;

/**
 * Counts failed attempts at secrets (passwords, MFA codes, recovery codes, setup links,
 * invitation tokens) in the platform database, so every API instance sees the same counts.
 *
 * An attempt is recorded before it is checked, in one statement per attempt that locks each key's
 * row (`INSERT ... ON CONFLICT DO UPDATE`), and is let through only if the count including it is
 * within the limit: a burst sent at once is counted one attempt after another, so no more than
 * the limit are ever checked. Past the limit the answer is 429 before anything is checked, with
 * the same answer for accounts that exist and those that do not.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /**
   * Records an attempt against `keys`, then runs `check` if every key is within its limit
   * (throws 429 otherwise, having counted nothing). A check passes by answering a truthy value
   * (the account, the owner...): that attempt is no failure, and its keys' counts are cleared,
   * except an address's, which is shared. One that answers a falsy value, or throws, stays
   * counted.
   */
  async attempt<T>(keys: readonly LimitKey[], check: () => Promise<T>): Promise<T> {
    const attempt = await this.record(keys);
    const result = await check();
    if (result) await this.settle(keys, attempt, (key) => !key.startsWith('address:'));
    return result;
  }

  /** Counts the attempt on every key at once; refused (and counted nowhere) past a limit. */
  private async record(keys: readonly LimitKey[]): Promise<string> {
    // One order for every statement, so two attempts sharing keys never wait on each other.
    const sorted = [...new Set(keys)].sort();
    const { rows } = await this.db.query<{ admitted: boolean; wait: number; stamp: string }>(
      `INSERT INTO sign_in_attempts AS a (key_hash, failures, admitted)
       SELECT k.key_hash, ARRAY[statement_timestamp()], k.allowed > 0
         FROM unnest($1::text[], $2::int[]) AS k(key_hash, allowed)
       ON CONFLICT (key_hash) DO UPDATE SET (failures, admitted) = (
         SELECT CASE WHEN cardinality(w.live) < k.allowed THEN w.live || statement_timestamp()
                     ELSE w.live END,
                cardinality(w.live) < k.allowed
           FROM unnest($1::text[], $2::int[]) AS k(key_hash, allowed),
                LATERAL (SELECT ARRAY(SELECT t FROM unnest(a.failures) AS t
                                       WHERE t > statement_timestamp() - make_interval(secs => $3)
                                       ORDER BY t) AS live) AS w
          WHERE k.key_hash = a.key_hash)
       RETURNING admitted, statement_timestamp()::text AS stamp,
                 ceil(extract(epoch FROM (SELECT min(t) FROM unnest(failures) AS t)
                                         + make_interval(secs => $3) - statement_timestamp()))::int
                   AS wait`,
      [sorted.map(digestOf), sorted.map((key) => this.limitOf(key)), this.limits.windowSeconds],
    );
    const stamp = rows[0]!.stamp;
    const refused = rows.filter((row) => !row.admitted);
    if (refused.length > 0) {
      // The keys that let it through must not count an attempt that was never checked.
      await this.settle(sorted, stamp, () => false);
      throw tooManyAttempts(Math.max(...refused.map((row) => row.wait)));
    }
    return stamp;
  }

  /** Takes the attempt back off `keys`; the keys `clears` picks lose all their failures. */
  private async settle(
    keys: readonly LimitKey[],
    stamp: string,
    clears: (key: LimitKey) => boolean,
  ): Promise<void> {
    await this.db.query(
      `WITH cleared AS (DELETE FROM sign_in_attempts WHERE key_hash = ANY($1::text[]))
       UPDATE sign_in_attempts
          SET failures = failures[:array_position(failures, $3::timestamptz) - 1]
                         || failures[array_position(failures, $3::timestamptz) + 1:]
        WHERE key_hash = ANY($2::text[]) AND $3::timestamptz = ANY(failures)`,
      [keys.filter(clears).map(digestOf), keys.filter((key) => !clears(key)).map(digestOf), stamp],
    );
  }

  private limitOf(key: LimitKey): number {
    return key.startsWith('address:') ? this.limits.perAddress : this.limits.perAccount;
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
