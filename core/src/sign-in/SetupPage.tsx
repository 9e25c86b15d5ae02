import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { passwordProblem, PASSWORD_RULE } from '@atrium/common/password-rule';
import { Button, ErrorPanel, TextField } from '@atrium/design-system';
import { EmailField } from './EmailField.js';
import { FormFailure } from './FormFailure.js';
import { keepSession, postJson, type TokenAnswer } from './auth-request.js';
import * as styles from './SignInForm.css.js';
import { SignInLayout } from './SignInLayout.js';
import { useSignedOut } from './signed-out-context.js';
import { useSubmit } from './use-submit.js';

/**
 * `/setup?token=...`: the first start's one-time link, printed by `npm start` when no account
 * exists. The first owner chooses an email and password, and is signed in.
 */
export function SetupPage() {
  const { auth, enterApp } = useSignedOut();
  const token = new URLSearchParams(useSearch()).get('token');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const create = useCallback(async () => {
    const session = await postJson<TokenAnswer>(auth, '/auth/v1/setup', { token, email, password });
    await keepSession(auth, session);
    enterApp('/');
  }, [auth, enterApp, token, email, password]);
  const { pending, failure, onSubmit } = useSubmit(create);

  return (
    <SignInLayout
      title="Set up Atrium"
      description="Create the first account. It owns the organization and can invite the rest of the team."
    >
      {token ? (
        <form className={styles.form} onSubmit={onSubmit} aria-label="Create the owner account">
          <EmailField value={email} onChange={setEmail} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            description={PASSWORD_RULE}
            isRequired
            validate={passwordProblem}
            value={password}
            onChange={setPassword}
          />
          <FormFailure message={failure} />
          <Button type="submit" variant="solid" tone="accent" isPending={pending}>
            Create account
          </Button>
        </form>
      ) : (
        <ErrorPanel
          title="This setup link is incomplete"
          message="Open the link that npm start printed on its console: it ends with ?token=..."
        />
      )}
    </SignInLayout>
  );
}
