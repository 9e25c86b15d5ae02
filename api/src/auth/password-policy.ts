import { MAX_PASSWORD_LENGTH, passwordProblem } from '@atrium/common/password-rule';
import { AuthError } from '../http/auth-error.js';

/** The rule lives in @atrium/common, so the web app's forms state and check the same one. */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@atrium/common/password-rule';

/**
 * Throws GoTrue's `weak_password` error for a short password, which auth-js turns into an
 * `AuthWeakPasswordError`, and `validation_failed` for one too long.
 */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem === undefined) return;
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(422, problem, 'validation_failed');
  }
  throw new AuthError(422, problem, 'weak_password', { weak_password: { reasons: ['length'] } });
}
