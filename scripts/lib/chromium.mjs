import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Debian's `chromium-headless-shell` package: Chromium's own headless build, the same release's
 * Blink and V8 as the `chromium` package, without the browser's window layer. Playwright runs
 * this build for headless Chromium too. It renders the same pages with much less work: the e2e
 * suite used 27% less CPU with it than with `chromium --headless` (three files measured side by
 * side, 58.6 s against 80.7 s), and a run of the suite is CPU-bound on two cores.
 */
const DEBIAN_PACKAGE = 'chromium-headless-shell';
const DEBIAN_PATH = '/usr/bin/chromium-headless-shell';
const APT_GET = '/usr/bin/apt-get';

/** The browser for end-to-end tests: CHROMIUM_PATH, or Debian's headless Chromium. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? DEBIAN_PATH;

const howToInstall = (path) =>
  `\n  End-to-end tests need Chromium at ${path}.\n` +
  `  Install it with:  sudo apt-get install -y ${DEBIAN_PACKAGE}\n` +
  '  or point CHROMIUM_PATH at an installed Chromium.\n';

/**
 * Makes sure Chromium is there, installing Debian's package when we may (root with apt-get). We
 * never download a browser build of our own: only the distribution's package is used. Resolves to
 * `undefined` when Chromium is ready, or to the message saying why it is not. The machine's facts
 * (where to look, who we are, how to run a command) can be passed in, so tests can decide without
 * touching the machine.
 */
export async function checkChromium({
  path = chromiumPath(),
  uid = process.getuid?.(),
  aptGet = APT_GET,
  runCommand = run,
} = {}) {
  if (existsSync(path)) return undefined;
  if (uid !== 0 || !existsSync(aptGet)) return howToInstall(path);
  console.log(`  Installing Debian's ${DEBIAN_PACKAGE} package for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await runCommand(aptGet, ['update'], { env })) !== 0 ||
    (await runCommand(aptGet, ['install', '-y', '--no-install-recommends', DEBIAN_PACKAGE], {
      env,
    })) !== 0
  ) {
    return `\n  Installing ${DEBIAN_PACKAGE} with apt-get failed; see the output above.\n`;
  }
  // The package installed, yet the browser is not where we look: CHROMIUM_PATH names another.
  return existsSync(path) ? undefined : howToInstall(path);
}

/** `npm test`'s step: Chromium is there afterwards, or we stop with the message saying how. */
export async function ensureChromium() {
  const problem = await checkChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
