import { useCallback, useState } from 'react';
import type { Role } from '@atrium/common/roles';
import { Box, Button, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { Gate } from '../plugin-api/Gate.js';
import { readJson, useApiClient, useApiQuery } from '../plugin-api/use-api.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import * as styles from '../account/AccountPage.css.js';
import { RoleSelect } from './RoleSelect.js';
import { MANAGE_MEMBERS_DENIED } from './roles.js';
import { memberKeys } from './team-keys.js';
import { useTeamWrites } from './use-team-writes.js';

/**
 * The organization's members: each one's role can change, and they can be removed once the user
 * confirms, naming them.
 */
export function MemberList({ slug }: { slug: string }) {
  const api = useApiClient();
  const members = useApiQuery(memberKeys(slug), (client) =>
    client.platform.organizations[':slug'].members.$get({ param: { slug } }),
  );
  const [failure, setFailure] = useState<string>();
  const change = useCallback(
    async (write: () => Promise<Response>) => {
      setFailure(undefined);
      try {
        const response = await write();
        if (!response.ok) await readJson(response);
      } catch (error) {
        setFailure((error as Error).message);
      }
      await members.mutate();
    },
    [members],
  );
  const members$ = api.platform.organizations[':slug'].members[':userId'];
  const writes = useTeamWrites(slug);

  if (members.isLoading) return <Skeleton count={3} label="Loading members" />;
  if (members.error) {
    return (
      <ErrorPanel
        title="Failed to load the members"
        message={members.error.message}
        code={members.error.status}
        onRetry={() => void members.mutate()}
      />
    );
  }
  if (!members.data?.length) return <EmptyState title="No members yet" />;
  return (
    <Box display="flex" flexDirection="column">
      <FormFailure message={failure} />
      {members.data.map((member) => {
        const name = member.email ?? member.user_id;
        return (
          <div key={member.user_id} className={styles.row}>
            <span>{name}</span>
            <Box display="flex" alignItems="flex-end" gap="small">
              <Gate
                action="platform:write"
                resource="members"
                deniedTooltip={MANAGE_MEMBERS_DENIED}
              >
                {(allowed) => (
                  <RoleSelect
                    label={`Role of ${name}`}
                    value={member.role as Role}
                    isDisabled={!allowed}
                    onChange={(role) =>
                      void change(() =>
                        members$.$patch({
                          param: { slug, userId: member.user_id },
                          json: { role },
                        }),
                      )
                    }
                  />
                )}
              </Gate>
              <Gate
                action="platform:write"
                resource="members"
                deniedTooltip={MANAGE_MEMBERS_DENIED}
              >
                {(allowed) => (
                  <Button
                    tone="critical"
                    isDisabled={!allowed}
                    aria-label={`Remove ${name}`}
                    onPress={() => void writes.removeMember(member.user_id, name)}
                  >
                    Remove
                  </Button>
                )}
              </Gate>
            </Box>
          </div>
        );
      })}
    </Box>
  );
}
