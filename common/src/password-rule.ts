/** NIST SP 800-63B's floor for a chosen password; the ceiling only bounds the work per request. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

/** The rule as every form that sets a password states it, under its field. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/**
 * Why a chosen password is refused, in the words the API answers with (GoTrue's), or undefined
 * when it is acceptable: one rule, told the same way in the browser and by the server.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return undefined;
}
