import { useCallback, useState } from 'react';
import { Box, Button, Skeleton, TextField } from '@atrium/design-system';
import { EmailField } from './EmailField.js';
import { FormFailure } from './FormFailure.js';
import * as styles from './SignInForm.css.js';
import { SignInLayout } from './SignInLayout.js';
import { useSignedOut } from './signed-out-context.js';
import { useSignInStep } from './use-sign-in-step.js';
import { useSetupPending } from './use-setup-pending.js';
import { useSubmit } from './use-submit.js';

/**
 * `/sign-in`: email and password. A user with a verified factor goes on to `/sign-in-mfa`. Before
 * the first owner exists nobody can sign in, so it says where the one-time setup link is instead.
 */
export function SignInPage() {
  const setupPending = useSetupPending();
  if (setupPending) return <SetupLinkNotice />;
  return <SignInForm ready={setupPending !== undefined} />;
}

function SetupLinkNotice() {
  return (
    <SignInLayout title="Set up Atrium" description="No account exists yet.">
      <Box as="p" marginBottom="medium">
        Open the one-time setup link that Atrium printed in the terminal where it was started (
        <code>npm start</code>). It looks like <code>/setup?token=…</code> and lets you choose the
        owner&apos;s email and password.
      </Box>
      <Box as="p" color="textMuted">
        Started it as a service? The link is in its log. Or restart it with{' '}
        <code>ATRIUM_ADMIN_EMAIL</code> and <code>ATRIUM_ADMIN_PASSWORD</code> set to create the
        owner directly.
      </Box>
    </SignInLayout>
  );
}

function SignInForm({ ready: setupKnown }: { ready: boolean }) {
  const { auth } = useSignedOut();
  const { ready, proceed } = useSignInStep('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useCallback(async () => {
    const { error } = await auth.signInWithPassword({ email, password });
    if (error) throw error;
    await proceed();
  }, [auth, email, password, proceed]);
  const { pending, failure, onSubmit } = useSubmit(signIn);

  return (
    <SignInLayout title="Welcome back" description="Sign in to your account">
      {ready && setupKnown ? (
        <form className={styles.form} onSubmit={onSubmit} aria-label="Sign in">
          <EmailField value={email} onChange={setEmail} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          <FormFailure message={failure} />
          <Button type="submit" variant="solid" tone="accent" isPending={pending}>
            Sign in
          </Button>
        </form>
      ) : (
        <Skeleton count={3} />
      )}
    </SignInLayout>
  );
}
