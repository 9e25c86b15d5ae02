import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const APT_GET = '/usr/bin/apt-get';

/** The browser for end-to-end tests: CHROMIUM_PATH, or Debian's chromium package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

const howToInstall = (path) =>
  `\n  End-to-end tests need Chromium at ${path}.\n` +
  '  Install it with:  sudo apt-get install -y chromium\n' +
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
  console.log("  Installing Debian's chromium package for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await runCommand(aptGet, ['update'], { env })) !== 0 ||
    (await runCommand(aptGet, ['install', '-y', '--no-install-recommends', 'chromium'], {
      env,
    })) !== 0 ||
    !existsSync(DEBIAN_CHROMIUM)
  ) {
    return '\n  Installing chromium with apt-get failed; see the output above.\n';
  }
  return undefined;
}

/** `npm test`'s step: Chromium is there afterwards, or we stop with the message saying how. */
export async function ensureChromium() {
  const problem = await checkChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
