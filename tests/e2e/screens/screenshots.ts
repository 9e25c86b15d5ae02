import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Beside the guide that shows them (docs/guides/screens.md), so the docs picture the screens. */
const docsFolder = fileURLToPath(new URL('../../../docs/guides/screenshots/', import.meta.url));

/** `pnpm screenshots`: the pictures of every screen are taken for the docs. */
export const refreshingScreenshots = process.env.ATRIUM_REFRESH_SCREENSHOTS === '1';

/**
 * Where the screenshots the browser tests take go: beside the guide when `pnpm screenshots`
 * refreshes them (`ATRIUM_REFRESH_SCREENSHOTS=1`), else a temporary folder. A plain test run
 * leaves the working tree as it found it: rewritten pictures would make every later `npm start`
 * (the start-up tests' included) rebuild the docs site they belong to.
 */
const folder = refreshingScreenshots ? docsFolder : join(tmpdir(), 'atrium-e2e-screenshots/');

export const screenshotPath = (screen: string, colorScheme: 'light' | 'dark') =>
  join(folder, `${screen}-${colorScheme}.png`);

/** The middle of the three sizes the shell is checked at. */
export const screenshotSize = { width: 1280, height: 800 } as const;
