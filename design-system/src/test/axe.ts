import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The axe run under way, if any. axe runs one at a time and throws at a second; a test that timed
 * out leaves its run going, and the `ui` project's files of a worker share one axe
 * (vitest.config.ts), so the next run waits for it instead of failing.
 */
let running: Promise<unknown> = Promise.resolve();

/**
 * Runs axe on rendered markup and fails with the rule ids and targets it found. Colour contrast is
 * off: jsdom computes no styles, so axe cannot judge it here (the e2e suite can).
 */
export async function expectAccessible(container: Element): Promise<void> {
  const previous = running;
  const run = previous.then(() =>
    axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    }),
  );
  running = run.catch(() => undefined);
  const results = await run;
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
