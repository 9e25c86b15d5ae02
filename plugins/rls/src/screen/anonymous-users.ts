import type { Policy } from '../policy/policy.js';

/**
 * Whether anonymous sign-in is on. There is no auth configuration API (nor a plugin API fact) to
 * read it from yet, so it is off until one exists; the badge logic below is ready for it.
 */
export const ANONYMOUS_SIGN_IN_ENABLED = false;

/** Spec section 6: policies for authenticated or public also apply to anonymous users. */
export function appliesToAnonymousUsers(policy: Pick<Policy, 'roles'>, anonymousSignIn: boolean) {
  return (
    anonymousSignIn && policy.roles.some((role) => role === 'authenticated' || role === 'public')
  );
}
