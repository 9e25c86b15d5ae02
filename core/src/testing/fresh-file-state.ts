import { toast } from '@atrium/design-system';
import { cleanup } from '@testing-library/react';
import { setInteractionModality } from 'react-aria-components';
import { mutate } from 'swr';
import { beforeAll, vi } from 'vitest';
import { appState, initialAppState } from '../state/app-state.js';

/**
 * The `ui` project runs the files of a worker in one DOM (happy-dom, or jsdom for a file that names
 * it) and one module graph (`isolate: false`, vitest.config.ts). Before each file, what a fresh
 * environment would have is put back: an empty page at `/`, empty storage, SWR's default cache and
 * the toast queue emptied, react-aria's live announcer (a module-level node it keeps in the body)
 * without the messages earlier files announced, the app state a page starts with (no plugin failure
 * an earlier file's page saw), real timers, and no stubbed global or env left by an earlier file.
 * react-aria's interaction modality goes back to one that behaves as its fresh (unset) one does: an
 * earlier file's virtual click (`fireEvent.click`, as a screen reader's) left `virtual`, which
 * makes react-aria put off every focus until transitions end, so a listbox opened on its value
 * never focused the option.
 */
beforeAll(async () => {
  cleanup();
  toast.clear();
  Object.assign(appState, initialAppState());
  vi.useRealTimers();
  setInteractionModality('keyboard');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // `revalidate` also drops SWR's marks of the requests an earlier file made in the last two
  // seconds (its deduping window; nothing is mounted to ask again). Left, they kept this file's
  // first request for the same key from starting: the shell's grants stayed empty, and App.test
  // read "Project not found".
  await mutate(() => true, undefined, { revalidate: true });
  const announcer = document.querySelector('[data-live-announcer]');
  for (const child of [...document.body.children]) if (child !== announcer) child.remove();
  announcer?.querySelectorAll('[role="log"]').forEach((log) => log.replaceChildren());
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
