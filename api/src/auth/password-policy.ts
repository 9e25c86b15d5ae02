import { AuthError } from '../http/auth-error.js';

/** NIST SP 800-63B's floor for a chosen password; the ceiling only bounds the work per request. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

/** Throws GoTrue's `weak_password` error, which auth-js turns into an `AuthWeakPasswordError`. */
export function assertAcceptablePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      'weak_password',
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`,
      'validation_failed',
    );
  }
}
