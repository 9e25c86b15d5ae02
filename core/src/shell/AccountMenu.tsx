import { Button, ButtonLink, Menu, MenuItem, MenuSeparator } from '@atrium/design-system';
import { useSignOut } from '../account/use-sign-out.js';
import { useSessionEmail } from '../auth/use-session-email.js';

/**
 * The header's account menu: who is signed in, their account pages and Sign out; a Sign in link
 * when nobody is (while the API still trusts this machine without a session).
 */
export function AccountMenu() {
  const email = useSessionEmail();
  const signOut = useSignOut();
  if (email === undefined) return null;
  if (email === null) {
    return (
      <ButtonLink href="/sign-in" size="small" variant="ghost">
        Sign in
      </ButtonLink>
    );
  }
  return (
    <Menu
      aria-label="Account"
      placement="bottom end"
      trigger={
        <Button size="small" variant="ghost" aria-label={`Account: ${email}`}>
          {email}
        </Button>
      }
      onAction={(key) => key === 'sign-out' && void signOut('local')}
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
    </Menu>
  );
}
