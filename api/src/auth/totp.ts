import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as every authenticator app reads it (RFC 6238 defaults): HMAC-SHA-1, 30-second steps,
 * six digits. A code is accepted one step either side of now, for clocks that drift.
 */
export const TOTP_SETTINGS = { algorithm: 'SHA1', period: 30, digits: 6, window: 1 } as const;
export const TOTP_ISSUER = 'Atrium';

interface TotpLabels {
  readonly label: string;
  readonly issuer?: string;
  readonly digits?: number;
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** `label` is the account (its email); `issuer` is what the authenticator app shows above it. */
export function totpFor(
  secretBase32: string,
  { label, issuer = TOTP_ISSUER, digits = TOTP_SETTINGS.digits }: TotpLabels,
) {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    period: TOTP_SETTINGS.period,
    digits,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step of the code, when it is valid now; the caller refuses a step it already
 * accepted, so a code seen over someone's shoulder cannot be used a second time.
 */
export function acceptedStep(totp: TOTP, code: string, now = Date.now()): number | undefined {
  if (!/^\d+$/.test(code)) return undefined;
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}
