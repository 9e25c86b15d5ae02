import type { RefObject } from 'react';
import { useLocation } from 'wouter';
import { MenuItem, MenuPopover, MenuSeparator } from '@atrium/design-system';
import { useSignOut } from '../account/use-sign-out.js';
import { useCurrentOrganization } from '../projects/use-current-organization.js';

/**
 * The account menu's list, loaded when first wanted (it is not part of the shell's first load):
 * the account pages of spec 2.2, the pages of the organization in view (its members and audit
 * log, otherwise reachable only from the organization's own pages), and Sign out, under the
 * header's account button.
 */
export function AccountMenuList({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const organization = useCurrentOrganization();
  const orgPath = organization && `/org/${encodeURIComponent(organization)}`;
  return (
    <MenuPopover
      popover={{
        triggerRef,
        isOpen: true,
        onOpenChange: (open) => !open && onClose(),
        placement: 'bottom end',
        // Outside a MenuTrigger the popover is a dialog, which needs a name of its own.
        'aria-label': 'Account menu',
      }}
      aria-label="Account"
      autoFocus="first"
      onAction={(key) => (key === 'sign-out' ? void signOut('local') : navigate(String(key)))}
      onClose={onClose}
    >
      <MenuItem id="/account/me">Preferences</MenuItem>
      <MenuItem id="/account/tokens">Access Tokens</MenuItem>
      <MenuItem id="/account/security">Security</MenuItem>
      <MenuItem id="/account/audit">Audit Logs</MenuItem>
      {orgPath && (
        <>
          <MenuSeparator />
          <MenuItem id={`${orgPath}/team`}>Organization members</MenuItem>
          <MenuItem id={`${orgPath}/audit`}>Organization audit log</MenuItem>
        </>
      )}
      <MenuSeparator />
      <MenuItem id="sign-out">Sign out</MenuItem>
    </MenuPopover>
  );
}
