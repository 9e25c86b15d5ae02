import { Hono, type Context } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requiresSession } from '../../http/permission-middleware.js';
import type { AuthContext } from '../auth-context.js';
import { currentSession } from '../current-session.js';
import { AuthError, invalidInput } from '../../http/auth-error.js';
import {
  acceptCode,
  challengeState,
  countFactors,
  deleteFactor,
  dropAal2WithoutFactors,
  factorJson,
  findFactor,
  insertFactor,
  MAX_FACTORS,
  openChallenge,
  renameFactor,
  type FactorRow,
} from './store.js';
import { stepUp } from '../sessions/step-up-store.js';
import { readBody } from '../read-body.js';
import { acceptedStep, newTotpSecret, totpFor } from '../totp.js';

const enrolment = z.object({
  factor_type: z.literal('totp', { error: 'Only TOTP factors are supported' }),
  friendly_name: z.string().trim().min(1).max(100).optional(),
  issuer: z.string().trim().min(1).max(100).optional(),
});
const naming = z.object({ friendly_name: z.string().trim().min(1).max(100) });
const verification = z.object({ challenge_id: z.string().max(64), code: z.string().max(16) });

/**
 * `/auth/v1/factors`: TOTP enrolment, challenge, verify and removal, as GoTrue answers them.
 * Enrolling or removing needs the session's full assurance level (aal2 once a factor exists);
 * challenge and verify are the step up to it, so aal1 may call them. Renaming (Atrium's own; GoTrue
 * has no such call) needs the full level too.
 */
export const factorRoutes = (auth: AuthContext) =>
  new Hono<AppEnv>()
    .post('/', requiresSession(), async (c) => {
      const body = await readBody(c, enrolment);
      const { userId, email } = currentSession(c);
      if ((await countFactors(auth.db, userId)) >= MAX_FACTORS) {
        throw new AuthError(
          422,
          `You can enrol at most ${MAX_FACTORS} factors`,
          'too_many_enrolled_mfa_factors',
        );
      }
      const secret = newTotpSecret();
      const uri = totpFor(secret, { label: email, issuer: body.issuer }).toString();
      const factor = await insertFactor(
        auth.db,
        userId,
        body.friendly_name,
        auth.secrets.encrypt(secret),
      ).catch(nameTaken(body.friendly_name));
      return c.json({
        id: factor.id,
        type: 'totp' as const,
        friendly_name: factor.friendly_name ?? undefined,
        // Bare SVG, as GoTrue sends it: auth-js makes the data URL itself.
        totp: { qr_code: await QRCode.toString(uri, { type: 'svg', margin: 1 }), secret, uri },
      });
    })
    .post('/:id/challenge', requiresSession('aal1'), async (c) => {
      const factor = await ownFactor(auth, c);
      const challenge = await openChallenge(auth.db, factor.id);
      return c.json({ id: challenge.id, type: 'totp' as const, expires_at: challenge.expiresAt });
    })
    .post('/:id/verify', requiresSession('aal1'), async (c) => {
      const factor = await ownFactor(auth, c);
      const session = currentSession(c);
      if (factor.status === 'unverified' && session.aal !== session.nextLevel) {
        throw new AuthError(
          403,
          'Verify an existing factor before adding another',
          'insufficient_aal',
        );
      }
      const { challenge_id, code } = await readBody(c, verification);
      const state = await challengeState(auth.db, factor.id, challenge_id);
      if (state === 'unknown') throw invalidInput('No open challenge with this id for this factor');
      if (state === 'expired') {
        throw new AuthError(
          422,
          'The challenge has expired: start a new one',
          'mfa_challenge_expired',
        );
      }
      const key = `mfa:${session.userId}` as const;
      const accepted = await auth.limiter.attempt([key], async () => {
        const totp = totpFor(auth.secrets.decrypt(factor.secret_encrypted), {
          label: session.email,
        });
        const step = acceptedStep(totp, code.trim());
        return step !== undefined && acceptCode(auth.db, factor.id, challenge_id, step);
      });
      if (!accepted) {
        throw new AuthError(422, 'Invalid TOTP code entered', 'mfa_verification_failed');
      }
      return c.json(await stepUp(auth, session, 'totp'));
    })
    .patch('/:id', requiresSession(), async (c) => {
      const factor = await ownFactor(auth, c);
      const { friendly_name } = await readBody(c, naming);
      const renamed = await renameFactor(auth.db, factor.id, friendly_name).catch(
        nameTaken(friendly_name),
      );
      if (!renamed) throw new AuthError(404, 'Factor not found', 'mfa_factor_not_found');
      return c.json(factorJson(renamed));
    })
    .delete('/:id', requiresSession(), async (c) => {
      const factor = await ownFactor(auth, c);
      await deleteFactor(auth.db, factor.id);
      await dropAal2WithoutFactors(auth.db, factor.user_id);
      return c.json({ id: factor.id });
    });

/** A user's factor names are unique (the table's constraint): a taken one is refused plainly. */
const nameTaken =
  (name: string | undefined) =>
  (error: { code?: string }): never => {
    if (error.code !== '23505') throw error;
    throw new AuthError(422, `A factor named "${name}" already exists`, 'mfa_factor_name_conflict');
  };

async function ownFactor(auth: AuthContext, c: Context<AppEnv>): Promise<FactorRow> {
  const factor = await findFactor(auth.db, currentSession(c).userId, c.req.param('id') ?? '');
  if (!factor) throw new AuthError(404, 'Factor not found', 'mfa_factor_not_found');
  return factor;
}
