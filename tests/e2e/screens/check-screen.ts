import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from '../../harness/animations.js';
import { axeViolations, COLOUR_RULES, landmarkCounts } from './axe.js';
import { refreshingScreenshots, screenshotPath } from './screenshots.js';

/**
 * What each page was last fully checked at: its viewport and a digest of its markup. A colour
 * scheme switch changes only the root's theme class (ThemeProvider), so when the markup and the
 * viewport are the same as that check's, only the rules that read colours can judge otherwise.
 */
const fullyChecked = new WeakMap<Page, string>();

/** The page's viewport and a SHA-256 digest of its body's markup, where portals render too. */
const layoutDigest = (page: Page) =>
  page.evaluate(async () => {
    const bytes = new TextEncoder().encode(document.body.outerHTML);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return `${innerWidth}x${innerHeight} ${Array.from(digest).join(',')}`;
  });

/**
 * Checks the screen `page` shows, at rest: its landmarks, and axe (only its colour rules when the
 * page was fully checked in another scheme with the same markup at the same size). The picture
 * (`screenshotPath`) is taken when `pnpm screenshots` refreshes the docs' pictures, and by any
 * other run only of a screen that fails, to show what failed: two pictures a screen were a tenth
 * of the accessibility test's time.
 */
export async function photographAndCheckShown(
  page: Page,
  name: string,
  colorScheme: 'light' | 'dark',
): Promise<void> {
  // Entering overlays fade in: contrast is judged at full opacity.
  await animationsSettled(page);
  if (refreshingScreenshots) await photograph(page, name, colorScheme);
  const digest = await layoutDigest(page);
  const onlyColours = fullyChecked.get(page) === digest;
  try {
    expect(await landmarkCounts(page)).toEqual({ main: 1, h1: 1 });
    const violations = await axeViolations(page, onlyColours ? COLOUR_RULES : undefined);
    // Named in the message: a run's summary line shows an array only as its length.
    expect(violations, violations.join('; ')).toEqual([]);
  } catch (failure) {
    if (!refreshingScreenshots) await photograph(page, name, colorScheme);
    throw failure;
  }
  if (!onlyColours) fullyChecked.set(page, digest);
}

const photograph = (page: Page, name: string, colorScheme: 'light' | 'dark') =>
  page.screenshot({
    path: screenshotPath(name, colorScheme),
    // Still frames, so a rerun rewrites only the screens that changed.
    animations: 'disabled',
    caret: 'hide',
  });

/** Switches the page's colour scheme and resolves once the app shows it (the theme follows it). */
export async function showIn(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (scheme) => document.documentElement.dataset.colorMode === scheme,
    colorScheme,
  );
}
