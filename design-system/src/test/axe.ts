import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on rendered markup and fails with the rule ids and targets it found. Colour contrast is
 * off: jsdom computes no styles, so axe cannot judge it here (the e2e suite can).
 */
export async function expectAccessible(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
