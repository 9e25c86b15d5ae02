import type { GoTrueClient } from '@supabase/auth-js';

/**
 * Where the sign-in layout sends the user (spec 2.1): no session, to sign in; a session whose
 * current and next assurance levels differ (a verified factor not yet used), to the MFA step;
 * otherwise on, to the app.
 */
export type SignInStep = 'sign-in' | 'mfa' | 'signed-in';

export async function signInStep(auth: GoTrueClient): Promise<SignInStep> {
  const { data } = await auth.getSession();
  if (!data.session) return 'sign-in';
  // The stored session is asked about at the server: one ended elsewhere (signed out, a password
  // change) is dropped here, or the app would answer 401 and send the user back, in a loop.
  const user = await auth.getUser();
  const levels = user.error ? undefined : await auth.mfa.getAuthenticatorAssuranceLevel();
  if (!levels || levels.error) {
    await auth.signOut({ scope: 'local' });
    return 'sign-in';
  }
  return levels.data.currentLevel !== levels.data.nextLevel ? 'mfa' : 'signed-in';
}
