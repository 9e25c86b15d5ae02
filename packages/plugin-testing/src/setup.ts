import { afterEach } from 'vitest';
// The setup the repository's own `ui` tests run (CSS.escape and matchMedia for jsdom, Testing
// Library's cleanup and patience), bundled into this package's dist for plugins outside the repo.
import '../../../design-system/src/test/setup.js';

/**
 * `setupFiles: ['@atrium/plugin-testing/setup']` (or `pluginTestConfig()` from
 * `@atrium/plugin-testing/vitest`): jsdom made fit for react-aria, and what one test leaves in the
 * page's storage (a plugin's per-project preferences) gone before the next.
 */
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
