import { useCallback, useState } from 'react';
import { passwordProblem, PASSWORD_RULE } from '@atrium/common/password-rule';
import { Box, Button, TextField } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from './AccountPage.css.js';

/** Changing the password: the current one is required, and every other session ends. */
export function PasswordChange() {
  const { auth } = useServices();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const change = useCallback(async () => {
    setDone(false);
    const client = await auth.load();
    const { error } = await client.updateUser({ password: next, current_password: current });
    if (error) throw error;
    setCurrent('');
    setNext('');
    setDone(true);
  }, [auth, current, next]);
  const changing = useSubmit(change);
  return (
    <form className={styles.stack} onSubmit={changing.onSubmit} aria-label="Change password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description={`${PASSWORD_RULE} Your other sessions are signed out and your personal access tokens revoked.`}
        isRequired
        validate={passwordProblem}
        value={next}
        onChange={setNext}
      />
      <FormFailure message={changing.failure} />
      <Box display="flex" alignItems="center" gap="small">
        <Button type="submit" variant="solid" tone="accent" isPending={changing.pending}>
          Change password
        </Button>
        <Box as="span" role="status" color="textMuted">
          {done ? 'Password changed' : ''}
        </Box>
      </Box>
    </form>
  );
}
