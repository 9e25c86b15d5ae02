import { Badge, Button, Popover, RolePicker } from '@atrium/design-system';
import { roleKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { useState } from 'react';
import type { Impersonation } from '../data/impersonation.js';
import * as styles from './Toolbar.css.js';

export interface RoleImpersonationProps {
  readonly value: Impersonation | undefined;
  readonly onChange: (value: Impersonation | undefined) => void;
}

const DEFAULT_ROLE = 'postgres';

/**
 * Choose the role rows are read and written as (and, for `authenticated`, the user id that
 * `auth.uid()` returns). A badge says so while it is on, since every row shown depends on it.
 */
export function RoleImpersonation({ value, onChange }: RoleImpersonationProps) {
  const roles = useProjectQuery(roleKeys.list(), (pgMeta) =>
    pgMeta.security.roles.$get({ query: {} }),
  );
  const [isOpen, setOpen] = useState(false);
  const [role, setRole] = useState(value?.role ?? DEFAULT_ROLE);
  const [userId, setUserId] = useState(value?.claims?.sub ?? '');

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
          Viewing as {value.role}
          {value.claims ? ` (user ${value.claims.sub})` : ''}
        </Badge>
      )}
      <Popover
        title="View the table as a role"
        placement="bottom end"
        isOpen={isOpen}
        onOpenChange={setOpen}
        trigger={<Button variant="ghost">Role: {value?.role ?? DEFAULT_ROLE}</Button>}
      >
        <div className={styles.popoverBody}>
          <p className={styles.muted}>
            Rows are read and written as this role, so its row level security policies apply.
          </p>
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
          <div className={styles.actions}>
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
          </div>
        </div>
      </Popover>
    </>
  );
}
