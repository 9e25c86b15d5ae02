import { useCallback, useState } from 'react';
import { Button, Skeleton, TextField } from '@atrium/design-system';
import { EmailField } from './EmailField.js';
import { FormFailure } from './FormFailure.js';
import * as styles from './SignInForm.css.js';
import { SignInLayout } from './SignInLayout.js';
import { useSignedOut } from './signed-out-context.js';
import { useSignInStep } from './use-sign-in-step.js';
import { useSubmit } from './use-submit.js';

/** `/sign-in`: email and password. A user with a verified factor goes on to `/sign-in-mfa`. */
export function SignInPage() {
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
      {ready ? (
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
