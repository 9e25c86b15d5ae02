import { Box, Button, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { Gate } from '../plugin-api/Gate.js';
import { useApiQuery } from '../plugin-api/use-api.js';
import * as styles from '../account/AccountPage.css.js';
import { INVITE_DENIED, ROLE_LABELS } from './roles.js';
import { invitationKeys } from './team-keys.js';
import { useTeamWrites } from './use-team-writes.js';

/** Invitations not yet accepted nor expired, each with its role, expiry and a Revoke button. */
export function InvitationList({ slug }: { slug: string }) {
  const invitations = useApiQuery(invitationKeys(slug), (client) =>
    client.platform.organizations[':slug'].invitations.$get({ param: { slug } }),
  );
  const writes = useTeamWrites(slug);

  if (invitations.isLoading) return <Skeleton count={2} label="Loading pending invitations" />;
  if (invitations.error) {
    return (
      <ErrorPanel
        title="Failed to load the pending invitations"
        message={invitations.error.message}
        code={invitations.error.status}
        onRetry={() => void invitations.mutate()}
      />
    );
  }
  if (!invitations.data?.length) {
    return <EmptyState title="No pending invitations" />;
  }
  return (
    <Box display="flex" flexDirection="column">
      {invitations.data.map((invitation) => (
        <div key={invitation.id} className={styles.row}>
          <Box display="flex" flexDirection="column">
            <span>{invitation.email}</span>
            <Box as="span" color="textMuted" fontSize="small">
              {ROLE_LABELS[invitation.role]}, expires{' '}
              {new Date(invitation.expires_at).toLocaleString()}
            </Box>
          </Box>
          <Gate action="platform:write" resource="invitations" deniedTooltip={INVITE_DENIED}>
            {(allowed) => (
              <Button
                tone="critical"
                isDisabled={!allowed}
                aria-label={`Revoke the invitation for ${invitation.email}`}
                onPress={() => void writes.revokeInvitation(invitation.id, invitation.email)}
              >
                Revoke
              </Button>
            )}
          </Gate>
        </div>
      ))}
    </Box>
  );
}
