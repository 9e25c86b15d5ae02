import type { Page } from 'playwright-core';

/**
 * Resolves once every finite CSS animation and transition on the page has finished (an entering
 * overlay's fade and scale, a panel's slide), so a test measures or judges contrast at rest. Endless
 * ones (a skeleton's shimmer, a spinner) never finish and are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
