import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser for end-to-end tests: CHROMIUM_PATH, or Debian's chromium package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

/**
 * Makes sure Chromium is there, installing Debian's package when we may (root with apt-get). We
 * never download a browser build of our own: only the distribution's package is used.
 */
export async function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `\n  End-to-end tests need Chromium at ${chromiumPath()}.\n` +
        '  Install it with:  sudo apt-get install -y chromium\n' +
        '  or point CHROMIUM_PATH at an installed Chromium.\n',
    );
    process.exit(1);
  }
  console.log("  Installing Debian's chromium package for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) !==
      0 ||
    !existsSync(DEBIAN_CHROMIUM)
  ) {
    console.error('\n  Installing chromium with apt-get failed; see the output above.\n');
    process.exit(1);
  }
}
