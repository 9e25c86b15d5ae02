import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkChromium } from '../../scripts/lib/chromium.mjs';

/**
 * `npm test`'s Chromium step (scripts/lib/chromium.mjs), decided against a fake machine: a
 * temporary folder holds (or not) the browser and apt-get, and commands are recorded, never run.
 */
describe("npm test's Chromium step", () => {
  let dir: string;
  let missingChromium: string;
  let presentChromium: string;
  let aptGet: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-chromium-check-'));
    missingChromium = join(dir, 'no-chromium-here');
    presentChromium = join(dir, 'chromium');
    aptGet = join(dir, 'apt-get');
    await writeFile(presentChromium, '');
    await writeFile(aptGet, '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const recorder = () => vi.fn(async () => 0);
  const howToInstall = (path: string) =>
    `\n  End-to-end tests need Chromium at ${path}.\n` +
    '  Install it with:  sudo apt-get install -y chromium-headless-shell\n' +
    '  or point CHROMIUM_PATH at an installed Chromium.\n';

  it('says how to install Chromium, without trying apt-get, when we are not root', async () => {
    const runCommand = recorder();
    const problem = await checkChromium({ path: missingChromium, uid: 1000, aptGet, runCommand });
    expect(problem).toBe(howToInstall(missingChromium));
    expect(runCommand).not.toHaveBeenCalled();
  });

  it('says how to install Chromium when we are root but have no apt-get', async () => {
    const runCommand = recorder();
    const problem = await checkChromium({
      path: missingChromium,
      uid: 0,
      aptGet: join(dir, 'no-apt-get-here'),
      runCommand,
    });
    expect(problem).toBe(howToInstall(missingChromium));
    expect(runCommand).not.toHaveBeenCalled();
  });

  it('does nothing when Chromium is there', async () => {
    const runCommand = recorder();
    expect(await checkChromium({ path: presentChromium, uid: 0, aptGet, runCommand })).toBe(
      undefined,
    );
    expect(runCommand).not.toHaveBeenCalled();
  });

  it("installs Debian's headless Chromium as root with apt-get, and reports a failed install", async () => {
    const runCommand = vi.fn(async (_command: string, args: readonly string[]) =>
      args[0] === 'install' ? 100 : 0,
    );
    const problem = await checkChromium({ path: missingChromium, uid: 0, aptGet, runCommand });
    expect(runCommand.mock.calls.map(([command, args]) => [command, args])).toEqual([
      [aptGet, ['update']],
      [aptGet, ['install', '-y', '--no-install-recommends', 'chromium-headless-shell']],
    ]);
    expect(problem).toBe(
      '\n  Installing chromium-headless-shell with apt-get failed; see the output above.\n',
    );
  });

  it('says how to install Chromium when the install succeeded but CHROMIUM_PATH names another', async () => {
    const runCommand = recorder();
    const problem = await checkChromium({ path: missingChromium, uid: 0, aptGet, runCommand });
    expect(runCommand).toHaveBeenCalledTimes(2);
    expect(problem).toBe(howToInstall(missingChromium));
  });
});
