import { useState } from 'react';
import { Box } from '../../Box/Box.js';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { Popover } from '../Popover/Popover.js';
import { RolePicker } from './RolePicker.js';

/** The role a screen acts as, with the claims `auth.uid()` sees (for `authenticated`). */
export interface Impersonated {
  readonly role: string;
  readonly claims?: { readonly sub: string };
}

export interface RoleImpersonationPickerProps {
  /** The role acted as; undefined for the project's own role (no impersonation). */
  readonly value: Impersonated | undefined;
  /** Called with the role applied, or undefined when impersonation stops. */
  readonly onChange: (value: Impersonated | undefined) => void;
  /** The project's roles, read by the screen's data hook (the design system has none). */
  readonly roles: readonly string[];
  /** The roles could not be read: says so, and offers only the project's own role. */
  readonly rolesFailed?: boolean;
  /** The popover's title: what the role is for (`View the table as a role`). */
  readonly title: string;
  /** One line on what acting as the role changes. */
  readonly explanation: string;
  /** The badge's words while a role is on, before its name: `Viewing as`, `Running as`. */
  readonly badgeLabel: string;
}

/** The name shown for the project's own role, acted as without impersonation. */
const OWN_ROLE = 'postgres';

/**
 * "Role: ..." and its popover: the `RolePicker`, Apply role, and Stop impersonating, with a badge
 * while a role is on, since everything the screen shows then depends on it. The table editor's
 * grid and the SQL editor both impersonate with it.
 */
export function RoleImpersonationPicker({
  value,
  onChange,
  roles,
  rolesFailed = false,
  title,
  explanation,
  badgeLabel,
}: RoleImpersonationPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [role, setRole] = useState(value?.role ?? OWN_ROLE);
  const [userId, setUserId] = useState(value?.claims?.sub ?? '');

  const apply = () => {
    if (role === OWN_ROLE) onChange(undefined);
    else
      onChange({ role, claims: role === 'authenticated' && userId ? { sub: userId } : undefined });
    setOpen(false);
  };
  const stop = () => {
    onChange(undefined);
    setRole(OWN_ROLE);
    setOpen(false);
  };

  return (
    <>
      {value && (
        <Badge tone="caution" role="status">
          {badgeLabel} {value.role}
          {value.claims ? ` (user ${value.claims.sub})` : ''}
        </Badge>
      )}
      <Popover
        title={title}
        placement="bottom end"
        isOpen={isOpen}
        onOpenChange={setOpen}
        trigger={<Button variant="ghost">Role: {value?.role ?? OWN_ROLE}</Button>}
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <Box as="p" margin="none" color="textMuted" fontSize="small">
            {explanation}
          </Box>
          {rolesFailed && <p role="alert">Failed to retrieve database roles</p>}
          <RolePicker
            roles={[OWN_ROLE, ...roles.filter((name) => name !== OWN_ROLE)]}
            role={role}
            onRoleChange={setRole}
            userId={userId}
            onUserIdChange={setUserId}
            userIdDescription="The claims' sub: what auth.uid() returns"
          />
          <Box display="flex" gap="small" justifyContent="flex-end">
            {value && (
              <Button variant="ghost" onPress={stop}>
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
