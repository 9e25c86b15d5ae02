import { fileURLToPath } from 'node:url';

/**
 * Where the screenshots the browser tests take go: beside the guide that shows them
 * (docs/guides/screens.md), so the docs picture the screens as they are.
 */
const folder = fileURLToPath(new URL('../../../docs/guides/screenshots/', import.meta.url));

export const screenshotPath = (screen: string, colorScheme: 'light' | 'dark') =>
  `${folder}${screen}-${colorScheme}.png`;

/** The middle of the three sizes the shell is checked at. */
export const screenshotSize = { width: 1280, height: 800 } as const;
