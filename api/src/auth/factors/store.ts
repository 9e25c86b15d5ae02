import type { Queryable } from '../../db/queryable.js';

/** How long a challenge may be answered (GoTrue's default). */
export const CHALLENGE_SECONDS = 300;
/** Enough for a phone and a spare; GoTrue's default is ten. */
export const MAX_FACTORS = 10;

export interface FactorRow {
  readonly id: string;
  readonly user_id: string;
  readonly friendly_name: string | null;
  readonly factor_type: 'totp';
  readonly status: 'unverified' | 'verified';
  readonly secret_encrypted: string;
  readonly last_used_step: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** A factor as GoTrue lists it in `user.factors` (never its secret). */
export interface FactorJson {
  readonly id: string;
  readonly friendly_name?: string;
  readonly factor_type: 'totp';
  readonly status: 'unverified' | 'verified';
  readonly created_at: string;
  readonly updated_at: string;
}

export const factorJson = (row: FactorRow): FactorJson => ({
  id: row.id,
  ...(row.friendly_name === null ? {} : { friendly_name: row.friendly_name }),
  factor_type: row.factor_type,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listFactors(db: Queryable, userId: string): Promise<FactorJson[]> {
  const { rows } = await db.query<FactorRow>(
    `SELECT * FROM mfa_factors WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map(factorJson);
}

/** The user's own factor, or undefined: another user's factor id is as unknown as a made-up one. */
export async function findFactor(db: Queryable, userId: string, factorId: string) {
  if (!isUuid(factorId)) return undefined;
  const { rows } = await db.query<FactorRow>(
    `SELECT * FROM mfa_factors WHERE id = $1 AND user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

export async function countFactors(db: Queryable, userId: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mfa_factors WHERE user_id = $1`,
    [userId],
  );
  return rows[0]!.n;
}

export async function insertFactor(
  db: Queryable,
  userId: string,
  friendlyName: string | undefined,
  secretEncrypted: string,
) {
  const { rows } = await db.query<FactorRow>(
    `INSERT INTO mfa_factors (user_id, friendly_name, secret_encrypted)
     VALUES ($1, $2, $3) RETURNING *`,
    [userId, friendlyName ?? null, secretEncrypted],
  );
  return rows[0]!;
}

/** Opens a challenge; the factor's spent and expired ones go, so the table stays small. */
export async function openChallenge(db: Queryable, factorId: string) {
  await db.query(
    `DELETE FROM mfa_challenges WHERE factor_id = $1
        AND (verified_at IS NOT NULL OR created_at < now() - make_interval(secs => $2))`,
    [factorId, CHALLENGE_SECONDS],
  );
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO mfa_challenges (factor_id) VALUES ($1) RETURNING id, created_at`,
    [factorId],
  );
  const row = rows[0]!;
  return { id: row.id, expiresAt: Math.floor(row.created_at.getTime() / 1000) + CHALLENGE_SECONDS };
}

export type ChallengeState = 'open' | 'expired' | 'unknown';

export async function challengeState(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeState> {
  if (!isUuid(challengeId)) return 'unknown';
  const { rows } = await db.query<{ expired: boolean }>(
    `SELECT created_at < now() - make_interval(secs => $3) AS expired
       FROM mfa_challenges WHERE id = $1 AND factor_id = $2 AND verified_at IS NULL`,
    [challengeId, factorId, CHALLENGE_SECONDS],
  );
  if (!rows[0]) return 'unknown';
  return rows[0].expired ? 'expired' : 'open';
}

/**
 * Records a correct code: closes the challenge, verifies the factor, and remembers the time step
 * so the same code is refused next time. False when another request used that step first.
 */
export async function acceptCode(
  db: Queryable,
  factorId: string,
  challengeId: string,
  step: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH accepted AS (
       UPDATE mfa_factors SET status = 'verified', last_used_step = $3, updated_at = now()
        WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $3)
       RETURNING id)
     UPDATE mfa_challenges SET verified_at = now()
      WHERE id = $2 AND factor_id IN (SELECT id FROM accepted)`,
    [factorId, challengeId, step],
  );
  return rowCount === 1;
}

/** Gives the factor a new name; undefined when it is gone. */
export async function renameFactor(db: Queryable, factorId: string, friendlyName: string) {
  const { rows } = await db.query<FactorRow>(
    `UPDATE mfa_factors SET friendly_name = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [factorId, friendlyName],
  );
  return rows[0];
}

export async function deleteFactor(db: Queryable, factorId: string) {
  await db.query(`DELETE FROM mfa_factors WHERE id = $1`, [factorId]);
}

const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/**
 * With no verified factor left there is no second factor to have passed: the user's sessions go
 * back to aal1 and the recovery codes, which stood in for a factor, go.
 */
export async function dropAal2WithoutFactors(db: Queryable, userId: string) {
  await db.query(
    `WITH none_left AS (
       SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM mfa_factors
                                   WHERE user_id = $1 AND status = 'verified')),
     codes AS (DELETE FROM recovery_codes WHERE user_id = $1 AND EXISTS (SELECT 1 FROM none_left))
     UPDATE sessions SET aal = 'aal1' WHERE user_id = $1 AND EXISTS (SELECT 1 FROM none_left)`,
    [userId],
  );
}
