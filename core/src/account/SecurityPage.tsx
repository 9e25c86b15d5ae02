import { useCallback } from 'react';
import { Box, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useFeedback } from '../host/feedback.js';
import { useServices } from '../host/services-context.js';
import { PageHeader } from '../pages/PageHeader.js';
import { AccountSection } from './AccountSection.js';
import * as styles from './AccountPage.css.js';
import { EnrolTotp } from './EnrolTotp.js';
import { factorName, FactorRow, type VerifiedFactor } from './FactorRow.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { useFactors } from './use-factors.js';

/**
 * `/account/security`: authenticator apps (TOTP), named and renamed, removed once confirmed; and
 * recovery codes.
 */
export function SecurityPage() {
  const { auth } = useServices();
  const { confirm, toast } = useFeedback();
  const factors = useFactors();
  const refresh = useCallback(() => void factors.mutate(), [factors]);
  const remove = useCallback(
    async (factor: VerifiedFactor) => {
      const name = factorName(factor);
      const confirmed = await confirm({
        title: 'Remove authenticator app',
        message: `Remove "${name}"? Its codes no longer sign you in.`,
        confirmLabel: 'Remove app',
        critical: true,
      });
      if (!confirmed) return;
      try {
        const client = await auth.load();
        const { error } = await client.mfa.unenroll({ factorId: factor.id });
        if (error) throw error;
        // Removing a factor may lower the session's level; auth-js reads it from a fresh token.
        await client.refreshSession();
        toast.success(`Removed "${name}"`);
      } catch (error) {
        toast.error(`Failed to remove "${name}": ${(error as Error).message}`);
      }
      refresh();
    },
    [auth, confirm, toast, refresh],
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
          <FactorRow
            key={factor.id}
            factor={factor}
            onRenamed={refresh}
            onRemove={() => void remove(factor)}
          />
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
