import { lazy, Suspense, useRef, useState } from 'react';
import { Button, ButtonLink } from '@atrium/design-system';
import { useSessionEmail } from '../auth/use-session-email.js';

const loadList = () => import('./AccountMenuList.js');
const AccountMenuList = lazy(async () => ({ default: (await loadList()).AccountMenuList }));

/**
 * The header's account menu: who is signed in, their account pages and Sign out; a Sign in link
 * when nobody is (while the API still trusts this machine without a session). The list's code
 * (react-aria's menu) loads when the pointer or focus reaches the button, not with the shell.
 */
export function AccountMenu() {
  const email = useSessionEmail();
  // The popover is placed under the button's wrapper (design-system buttons take no ref).
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  if (email === null) {
    return (
      <ButtonLink href="/sign-in" size="small" variant="ghost">
        Sign in
      </ButtonLink>
    );
  }
  return (
    <span ref={anchor}>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Account: ${email}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onHoverStart={() => void loadList()}
        onFocus={() => void loadList()}
        onPress={() => setOpen(!open)}
      >
        {email}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList triggerRef={anchor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
