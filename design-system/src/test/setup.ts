import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Under the full suite on two cores a fetch-then-render can take longer than Testing Library's
// default 1 s; `findBy*` and `waitFor` wait up to 5 s (still far below the 15 s test limit).
configure({ asyncUtilTimeout: 5_000 });

// jsdom (the plugin kit's DOM, and that of the few ui files that name it) lacks CSS.escape, which
// react-aria uses to find elements by id; happy-dom, the ui project's DOM, has it.
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = {};
}
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}
// jsdom has no matchMedia; the theme provider asks it for the system colour scheme. happy-dom
// answers for its viewport (vitest.config.ts).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());
