import { Badge, Button, Box, Popover, RolePicker } from '@atrium/design-system';
import { roleKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { useState } from 'react';
import type { RunAs } from '../data/use-script-run.js';

export interface RunAsPickerProps {
  readonly value: RunAs | undefined;
  readonly onChange: (value: RunAs | undefined) => void;
}

/** The table editor's name for running as the project's own role, without impersonation. */
const DEFAULT_ROLE = 'postgres';

/**
 * The role the script runs as (and, for `authenticated`, the user `auth.uid()` returns), as the
 * table editor's impersonation picks it. A badge says so while it is on.
 */
export function RunAsPicker({ value, onChange }: RunAsPickerProps) {
  const roles = useProjectQuery(roleKeys.list(), (pgMeta) =>
    pgMeta.security.roles.$get({ query: {} }),
  );
  const [isOpen, setOpen] = useState(false);
  const [role, setRole] = useState(value?.role ?? DEFAULT_ROLE);
  const [userId, setUserId] = useState(
    typeof value?.claims?.sub === 'string' ? value.claims.sub : '',
  );

  const apply = () => {
    if (role === DEFAULT_ROLE) onChange(undefined);
    else
      onChange({ role, claims: role === 'authenticated' && userId ? { sub: userId } : undefined });
    setOpen(false);
  };

  return (
    <>
      {value && (
        <Badge tone="caution" role="status">
          Running as {value.role}
        </Badge>
      )}
      <Popover
        title="Run the SQL as a role"
        placement="bottom end"
        isOpen={isOpen}
        onOpenChange={setOpen}
        trigger={<Button variant="ghost">Role: {value?.role ?? DEFAULT_ROLE}</Button>}
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <Box as="p" margin="none" color="textMuted" fontSize="small">
            The script runs in a transaction as this role, so its grants and row level security
            policies apply.
          </Box>
          {roles.error && <p role="alert">Failed to retrieve database roles</p>}
          <RolePicker
            roles={[
              DEFAULT_ROLE,
              ...(roles.data ?? []).map((r) => r.name).filter((n) => n !== DEFAULT_ROLE),
            ]}
            role={role}
            onRoleChange={setRole}
            userId={userId}
            onUserIdChange={setUserId}
            userIdDescription="The claims' sub: what auth.uid() returns"
          />
          <Box display="flex" gap="small" justifyContent="flex-end">
            {value && (
              <Button
                variant="ghost"
                onPress={() => {
                  onChange(undefined);
                  setRole(DEFAULT_ROLE);
                  setOpen(false);
                }}
              >
                Stop impersonating
              </Button>
            )}
            <Button variant="solid" tone="accent" onPress={apply}>
              Apply role
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
