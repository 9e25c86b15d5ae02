import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAuthClient } from '../../auth/auth-client.js';
import { SignedOutApp } from '../SignedOutApp.js';

/** The signed-out pages at `path`, with a real auth-js client over the stubbed API. */
export function renderSignedOut(path: string) {
  const [pathname, search = ''] = path.split('?') as [string, string?];
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const enterApp = vi.fn();
  const auth = createAuthClient('http://localhost:3000', localStorage);
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SignedOutApp auth={auth} enterApp={enterApp} />
    </Router>,
  );
  return { ...view, enterApp, auth, path: () => location.history.at(-1) };
}
