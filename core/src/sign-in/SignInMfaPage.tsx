import { useCallback, useState } from 'react';
import { Button, Skeleton, TextField } from '@atrium/design-system';
import { FormFailure } from './FormFailure.js';
import { keepSession, postJson, type TokenAnswer } from './auth-request.js';
import * as styles from './SignInForm.css.js';
import { SignInLayout } from './SignInLayout.js';
import { useSignedOut } from './signed-out-context.js';
import { useSignInStep } from './use-sign-in-step.js';
import { useSubmit } from './use-submit.js';

type Method = 'totp' | 'recovery';

/**
 * `/sign-in-mfa`: the second step for a user with a verified authenticator: a code from the app,
 * or one of the recovery codes. Either raises the session to `aal2`.
 */
export function SignInMfaPage() {
  const { auth } = useSignedOut();
  const { ready, proceed } = useSignInStep('mfa');
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');

  const verify = useCallback(async () => {
    if (method === 'recovery') {
      await keepSession(
        auth,
        await postJson<TokenAnswer>(auth, '/auth/v1/recovery-codes/verify', { code: code.trim() }),
      );
    } else {
      const factors = await auth.mfa.listFactors();
      if (factors.error) throw factors.error;
      const factor = factors.data.totp[0];
      if (!factor) throw new Error('This account has no authenticator app to verify');
      const { error } = await auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: code.replace(/\s/g, ''),
      });
      if (error) throw error;
    }
    await proceed();
  }, [auth, method, code, proceed]);
  const { pending, failure, onSubmit } = useSubmit(verify);

  const switchAccount = useCallback(async () => {
    await auth.signOut({ scope: 'local' });
    await proceed();
  }, [auth, proceed]);

  return (
    <SignInLayout
      title="Verify it's you"
      description={
        method === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you set up your authenticator app.'
      }
    >
      {ready ? (
        <form className={styles.form} onSubmit={onSubmit} aria-label="Verify">
          {method === 'totp' ? (
            <TextField
              key="totp"
              label="Authentication code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              autoFocus
              value={code}
              onChange={setCode}
            />
          ) : (
            <TextField
              key="recovery"
              label="Recovery code"
              name="recovery-code"
              autoComplete="off"
              isRequired
              autoFocus
              value={code}
              onChange={setCode}
            />
          )}
          <FormFailure message={failure} />
          <Button type="submit" variant="solid" tone="accent" isPending={pending}>
            Verify
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setCode('');
              setMethod(method === 'totp' ? 'recovery' : 'totp');
            }}
          >
            {method === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app'}
          </Button>
          <Button variant="ghost" onPress={() => void switchAccount()}>
            Sign in with another account
          </Button>
        </form>
      ) : (
        <Skeleton count={3} />
      )}
    </SignInLayout>
  );
}
