import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, totpFor } from './totp.js';

/** RFC 6238, appendix B: the SHA-1 seed, eight digits, at the RFC's times (seconds). */
const RFC_SEED = Secret.fromLatin1('12345678901234567890').base32;
const VECTORS: ReadonlyArray<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP as Atrium configures it', () => {
  it.each(VECTORS)('gives the RFC 6238 code at T = %i', (seconds, code) => {
    const totp = totpFor(RFC_SEED, { label: 'rfc', digits: 8 });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(acceptedStep(totp, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('uses six digits by default: the RFC codes truncated to their last six', () => {
    const totp = totpFor(RFC_SEED, { label: 'rfc' });
    expect(totp.generate({ timestamp: 59_000 })).toBe('287082');
    expect(totp.toString()).toContain('algorithm=SHA1');
    expect(totp.toString()).toContain('digits=6');
    expect(totp.toString()).toContain('period=30');
  });

  it('accepts a code one step either side of now, no further, and only digits', () => {
    const totp = totpFor(RFC_SEED, { label: 'rfc' });
    const now = 1111111111_000;
    const code = totp.generate({ timestamp: now });
    expect(acceptedStep(totp, code, now + 30_000)).toBe(Math.floor(now / 30_000));
    expect(acceptedStep(totp, code, now + 90_000)).toBeUndefined();
    expect(acceptedStep(totp, ` ${code}`, now)).toBeUndefined();
  });
});
