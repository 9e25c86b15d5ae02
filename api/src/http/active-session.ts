/**
 * The signed-in session as every dashboard request sees it. Auth issues and resolves sessions;
 * the kernel only needs their shape, to put one on the request and to judge assurance levels.
 */
export type AssuranceLevel = 'aal1' | 'aal2';

export interface AuthMethod {
  readonly method: 'password' | 'totp' | 'recovery_code';
  /** Unix seconds. */
  readonly timestamp: number;
}

/** A live session, as the session middleware resolves it for every signed-in request. */
export interface ActiveSession {
  /** A browser's sign-in, or a script's personal access token (see auth/personal-access-tokens/store.ts). */
  readonly kind: 'session' | 'personal_token';
  readonly id: string;
  readonly userId: string;
  readonly email: string;
  readonly aal: AssuranceLevel;
  readonly amr: readonly AuthMethod[];
  /** The highest level this user can reach: aal2 once a factor is verified. */
  readonly nextLevel: AssuranceLevel;
}
