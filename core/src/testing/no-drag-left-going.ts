import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cancelDragLeftGoing } from './cancel-drag-left-going.js';

/**
 * A `ui` setup file (vitest.config.ts). The files of a worker share react-aria's module
 * (`isolate: false`), so a test that stopped mid-drag made the files after it in the worker fail
 * on screens hidden from the queries and deaf to the keyboard. A drag left going is cancelled after
 * its test, inside `act` so the screens it was over settle, and the test fails saying so. The page
 * is unmounted first: a hook that throws skips the hooks after it, Testing Library's cleanup too.
 */
afterEach(async () => {
  if ((await act(() => cancelDragLeftGoing())) !== 'cancelled') return;
  cleanup();
  throw new Error('The test left a keyboard drag going (cancelled now): drop it, or press Escape.');
});
