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
 * Points a plugin package's @atrium dependencies at the SDK's tarballs (the SDK is not on the
 * registry yet), for the package and for every SDK package that depends on another, and installs
 * it with plain npm.
 */
async function installFromTarballs(dir: string, tarballs: readonly string[]) {
  const fromTarball = Object.fromEntries(
    SDK.map((name) => {
      const prefix = `${name.slice(1).replace('/', '-')}-`;
      return [name, `file:${tarballs.find((path) => basename(path).startsWith(prefix))}`];
    }),
  );
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as PackageJson & {
    overrides?: Record<string, string>;
  };
  for (const name of SDK) {
    if (manifest.devDependencies?.[name]) manifest.devDependencies[name] = fromTarball[name]!;
  }
  manifest.overrides = fromTarball;
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: outsideEnv,
  });
}

/** What `tsc -p` prints for a package: its errors, or nothing. */
const typeErrors = async (dir: string) =>
  (
    await run(process.execPath, [tsc, '-p', dir], { cwd: dir }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    )
  ).stdout;

/** Runs a package's own tests with its own Vitest; answers the JSON report. */
async function ownTests(dir: string) {
  const vitest = join(dir, 'node_modules/vitest/vitest.mjs');
  const { stdout } = await run(process.execPath, [vitest, 'run', '--reporter=json'], {
    cwd: dir,
    env: { ...outsideEnv, CI: '1' },
  }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return JSON.parse(stdout) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string }[];
  };
}

/**
 * docs/guides/first-plugin.md, _Shipping a plugin_: the SDK packages, the hello example and the
 * scaffold pack into tarballs that plain npm installs in a folder outside the repository, with no
 * link back to it; there the example, and the plugin the scaffold writes (run with npm from its
 * tarball), typecheck against the installed SDK and pass their own tests with
 * `@atrium/plugin-testing`.
 */
describe('the plugin kit outside the repository', () => {
  let folder: string;
  let hello: string;
  let scaffolded: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atrium-plugin-kit-'));
    const tarballs = await packSdk(join(folder, 'tarballs'), [
      'examples/hello-plugin',
      'packages/create-atrium-plugin',
    ]);
    const tarball = (name: string) => tarballs.find((path) => basename(path).startsWith(name))!;
    await run('tar', ['-xzf', tarball('atrium-examples-hello-plugin-'), '-C', folder]);
    hello = join(folder, 'hello-plugin');
    await rename(join(folder, 'package'), hello);
    await installFromTarballs(hello, tarballs);
    const scaffold = tarball('create-atrium-plugin-');
    await run(
      'npm',
      ['exec', '--yes', `--package=${scaffold}`, '--', 'create-atrium-plugin', 'acme-notes'],
      {
        cwd: folder,
        env: outsideEnv,
      },
    );
    scaffolded = join(folder, 'acme-notes');
    await installFromTarballs(scaffolded, tarballs);
  }, 600_000);

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

  // Each runs the compiler or a whole Vitest run of its own: tens of seconds on a busy machine.
  const OWN_RUN = 180_000;

  it('typechecks the hello plugin against the installed SDK', { timeout: OWN_RUN }, async () => {
    expect(await typeErrors(hello)).toBe('');
  });

  it(
    'runs the hello plugin’s own tests with @atrium/plugin-testing',
    { timeout: OWN_RUN },
    async () => {
      const report = await ownTests(hello);
      expect(report.numFailedTests).toBe(0);
      expect(report.testResults.map((r) => basename(r.name)).sort()).toEqual([
        'HelloPage.test.tsx',
        'ShortUuid.test.tsx',
        'manifest.test.ts',
      ]);
      expect(report.numPassedTests).toBeGreaterThanOrEqual(7);
    },
  );

  it(
    'writes, with npm create atrium-plugin, a plugin that typechecks',
    { timeout: OWN_RUN },
    async () => {
      const manifest = JSON.parse(await readFile(join(scaffolded, 'package.json'), 'utf8')) as {
        atrium: unknown;
      };
      expect(manifest.atrium).toEqual({ apiVersion: 2, id: 'acme-notes' });
      expect(await readFile(join(scaffolded, 'src/manifest.ts'), 'utf8')).toContain(
        "id: 'acme-notes'",
      );
      expect(await typeErrors(scaffolded)).toBe('');
    },
  );

  it('writes a plugin whose own tests pass', { timeout: OWN_RUN }, async () => {
    const report = await ownTests(scaffolded);
    expect(report.numFailedTests).toBe(0);
    expect(report.testResults.map((r) => basename(r.name)).sort()).toEqual([
      'MyScreen.test.tsx',
      'manifest.test.ts',
    ]);
    expect(report.numPassedTests).toBe(2);
  });
});
