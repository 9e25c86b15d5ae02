import type { RefObject } from 'react';
import { MenuItem, MenuPopover, MenuSeparator } from '@atrium/design-system';
import { useSignOut } from '../account/use-sign-out.js';

/**
 * The account menu's list, loaded when first wanted (it is not part of the shell's first load):
 * the account pages of spec 2.2 and Sign out, under the header's account button.
 */
export function AccountMenuList({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  return (
    <MenuPopover
      popover={{
        triggerRef,
        isOpen: true,
        onOpenChange: (open) => !open && onClose(),
        placement: 'bottom end',
      }}
      aria-label="Account"
      autoFocus="first"
      onAction={(key) => (key === 'sign-out' ? void signOut('local') : undefined)}
      onClose={onClose}
    >
      <MenuItem id="me" href="/account/me">
        Preferences
      </MenuItem>
      <MenuItem id="tokens" href="/account/tokens">
        Access Tokens
      </MenuItem>
      <MenuItem id="security" href="/account/security">
        Security
      </MenuItem>
      <MenuItem id="audit" href="/account/audit">
        Audit Logs
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="sign-out">Sign out</MenuItem>
    </MenuPopover>
  );
}
