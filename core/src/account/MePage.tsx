import useSWR from 'swr';
import { Box, Button, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { PageHeader } from '../pages/PageHeader.js';
import { AccountSection } from './AccountSection.js';
import * as styles from './AccountPage.css.js';
import { PasswordChange } from './PasswordChange.js';
import { useSignOut } from './use-sign-out.js';

/** `/account/me` (Preferences): who is signed in, the password, and signing out. */
export function MePage() {
  const { auth } = useServices();
  const user = useSWR(['account', 'user'], async () => {
    const { data, error } = await (await auth.load()).getUser();
    if (error) throw error;
    return data.user;
  });
  const signOut = useSignOut();
  return (
    <Box padding="xlarge" className={styles.page}>
      <PageHeader title="Preferences" />
      <AccountSection title="Profile">
        {user.isLoading && <Skeleton count={1} label="Loading your profile" />}
        {user.error && (
          <ErrorPanel
            title="Failed to load your profile"
            message={user.error.message}
            onRetry={() => void user.mutate()}
          />
        )}
        {user.data && (
          <Box as="p">
            Signed in as <strong>{user.data.email}</strong>
          </Box>
        )}
      </AccountSection>
      <AccountSection title="Password">
        <PasswordChange />
      </AccountSection>
      <AccountSection
        title="Sessions"
        description="Signing out everywhere also revokes your personal access tokens."
      >
        <Box display="flex" gap="small">
          <Button onPress={() => void signOut('local')}>Sign out</Button>
          <Button tone="critical" onPress={() => void signOut('global')}>
            Sign out everywhere
          </Button>
        </Box>
      </AccountSection>
    </Box>
  );
}
