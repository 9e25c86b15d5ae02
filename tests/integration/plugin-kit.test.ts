import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSdk } from '../../packages/build/pack-sdk.mjs';

const run = promisify(execFile);

/**
 * The environment of the commands run in the folder outside the repository, without what this
 * run's Vitest and pnpm set for their own children: that folder's npm and Vitest are its own.
 */
const outsideEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(VITEST|__VITEST|npm_|PNPM)/i.test(name) && name !== 'NODE_OPTIONS',
  ),
);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const SDK = [
  '@atrium/design-system',
  '@atrium/plugin-api',
  '@atrium/plugin-data-grid',
  '@atrium/plugin-server',
  '@atrium/plugin-testing',
];

/** The package.json of a package as npm installed it. */
const installed = async (dir: string, name: string) =>
  JSON.parse(
    await readFile(join(dir, 'node_modules', name, 'package.json'), 'utf8'),
  ) as PackageJson;

/**
 * docs/guides/first-plugin.md, _Shipping a plugin_: the SDK packages and the hello example pack
 * into tarballs that plain npm installs in a folder outside the repository, with no link back to
 * it, and there the example typechecks against the installed SDK and passes its own tests with
 * `@atrium/plugin-testing`.
 */
describe('the plugin kit outside the repository', () => {
  let folder: string;
  let hello: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atrium-plugin-kit-'));
    const tarballs = await packSdk(join(folder, 'tarballs'), ['examples/hello-plugin']);
    const helloTarball = tarballs.find((path) => basename(path).includes('hello-plugin'))!;
    await run('tar', ['-xzf', helloTarball, '-C', folder]);
    hello = join(folder, 'hello-plugin');
    await rename(join(folder, 'package'), hello);
    // The SDK is not on the registry yet: each @atrium package comes from its tarball, for the
    // example and for every package that depends on another.
    const fromTarball = Object.fromEntries(
      SDK.map((name) => {
        const file = tarballs.find((path) =>
          basename(path).startsWith(`${name.slice(1).replace('/', '-')}-`),
        );
        return [name, `file:${file}`];
      }),
    );
    const manifest = JSON.parse(
      await readFile(join(hello, 'package.json'), 'utf8'),
    ) as PackageJson & {
      overrides?: Record<string, string>;
    };
    for (const name of SDK) {
      if (manifest.devDependencies?.[name]) manifest.devDependencies[name] = fromTarball[name]!;
    }
    manifest.overrides = fromTarball;
    await writeFile(join(hello, 'package.json'), JSON.stringify(manifest, null, 2));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: hello,
      env: outsideEnv,
    });
  }, 300_000);

  afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

  it('installs packages that point at their build and name only published versions', async () => {
    for (const name of SDK) {
      const pkg = await installed(hello, name);
      expect(pkg.version).toBe('0.1.0');
      const specifiers = JSON.stringify([pkg.dependencies, pkg.peerDependencies]);
      expect(specifiers).not.toContain('workspace:');
      for (const target of Object.values(pkg.exports ?? {})) {
        for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
          if (file.includes('*')) continue;
          expect(file.startsWith('./dist/') || !file.includes('src/'), `${name} ${file}`).toBe(
            true,
          );
          expect(existsSync(join(hello, 'node_modules', name, file)), `${name} ${file}`).toBe(true);
        }
      }
    }
    // One copy of each library the host provides, found where npm put the peers.
    for (const peer of ['react', 'react-dom', 'swr', 'wouter', 'hono', 'zod']) {
      expect(existsSync(join(hello, 'node_modules', peer, 'package.json')), peer).toBe(true);
      expect(existsSync(join(hello, 'node_modules/@atrium/plugin-api/node_modules', peer))).toBe(
        false,
      );
    }
  });

  it('typechecks the hello plugin against the installed SDK', async () => {
    const { stdout } = await run(process.execPath, [tsc, '-p', hello], { cwd: hello }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(stdout).toBe('');
  });

  it('runs the hello plugin’s own tests with @atrium/plugin-testing', async () => {
    const vitest = join(hello, 'node_modules/vitest/vitest.mjs');
    const { stdout } = await run(process.execPath, [vitest, 'run', '--reporter=json'], {
      cwd: hello,
      env: { ...outsideEnv, CI: '1' },
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string }[];
    };
    expect(report.numFailedTests).toBe(0);
    expect(report.testResults.map((r) => basename(r.name)).sort()).toEqual([
      'HelloPage.test.tsx',
      'ShortUuid.test.tsx',
      'manifest.test.ts',
    ]);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(7);
  });
});
