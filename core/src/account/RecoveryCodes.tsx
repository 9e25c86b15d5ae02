import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { Box, Button, Skeleton } from '@atrium/design-system';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import { RecoveryCodeList } from './RecoveryCodeList.js';
import { useAccountRequest } from './use-account-request.js';

/** The SWR key of the count of unused recovery codes. */
export const RECOVERY_CODES_KEY = ['account', 'recovery-codes'];

/**
 * Recovery codes stand in for a lost authenticator app: a new set replaces the old one and is
 * shown once. Only with a verified app (the API refuses otherwise).
 */
export function RecoveryCodes() {
  const request = useAccountRequest();
  const remaining = useSWR(RECOVERY_CODES_KEY, () =>
    request<{ remaining: number }>('/auth/v1/recovery-codes'),
  );
  const [codes, setCodes] = useState<readonly string[]>();
  const create = useCallback(async () => {
    const answer = await request<{ codes: string[] }>('/auth/v1/recovery-codes', 'POST', {});
    setCodes(answer.codes);
    await remaining.mutate();
  }, [request, remaining]);
  const creating = useSubmit(create);

  return (
    <Box display="flex" flexDirection="column" gap="small">
      {remaining.isLoading ? (
        <Skeleton count={1} label="Loading recovery codes" />
      ) : (
        <Box as="p" color="textMuted">
          {remaining.data
            ? `${remaining.data.remaining} unused recovery codes.`
            : 'Recovery codes could not be counted.'}
        </Box>
      )}
      {codes && <RecoveryCodeList codes={codes} />}
      <FormFailure message={creating.failure} />
      <Box>
        <Button isPending={creating.pending} onPress={() => void creating.onSubmit()}>
          Create new recovery codes
        </Button>
      </Box>
    </Box>
  );
}
