import { useCallback } from 'react';
import { Badge, Box, Button, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { PageHeader } from '../pages/PageHeader.js';
import { AccountSection } from './AccountSection.js';
import * as styles from './AccountPage.css.js';
import { EnrolTotp } from './EnrolTotp.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { useFactors } from './use-factors.js';

/** `/account/security`: authenticator apps (TOTP) and recovery codes. */
export function SecurityPage() {
  const { auth } = useServices();
  const factors = useFactors();
  const refresh = useCallback(() => void factors.mutate(), [factors]);
  const remove = useCallback(
    async (factorId: string) => {
      const client = await auth.load();
      await client.mfa.unenroll({ factorId });
      // Removing a factor may lower the session's level; auth-js reads it from a fresh token.
      await client.refreshSession();
      refresh();
    },
    [auth, refresh],
  );
  const verified = factors.data?.filter((factor) => factor.status === 'verified') ?? [];

  return (
    <Box padding="xlarge" className={styles.page}>
      <PageHeader
        title="Security"
        description="Multi-factor authentication asks for a code from your phone after your password."
      />
      <AccountSection title="Authenticator apps">
        {factors.isLoading && <Skeleton count={2} label="Loading authenticator apps" />}
        {factors.error && (
          <ErrorPanel
            title="Failed to load your authenticator apps"
            message={factors.error.message}
            onRetry={refresh}
          />
        )}
        {factors.data && verified.length === 0 && (
          <EmptyState
            title="No authenticator app yet"
            description="Add one to be asked for a code from it each time you sign in."
          />
        )}
        {verified.map((factor) => (
          <div key={factor.id} className={styles.row}>
            <Box display="flex" alignItems="center" gap="small">
              <span>{factor.friendly_name ?? 'Authenticator app'}</span>
              <Badge tone="positive">Verified</Badge>
            </Box>
            <Button size="small" tone="critical" onPress={() => void remove(factor.id)}>
              Remove
            </Button>
          </div>
        ))}
        {factors.data && <EnrolTotp onDone={refresh} />}
      </AccountSection>
      {verified.length > 0 && (
        <AccountSection
          title="Recovery codes"
          description="If you lose your phone, a recovery code signs you in instead of an app code."
        >
          <RecoveryCodes />
        </AccountSection>
      )}
    </Box>
  );
}
