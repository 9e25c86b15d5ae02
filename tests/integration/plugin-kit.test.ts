import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, it } from 'vitest';
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
/**
 * TypeScript 7's native compiler, on one thread (other steps run beside it): it reports what
 * 5.9's `tsc` does here, errors in a plugin's files and in the SDK's declarations alike, for
 * about a fifth of the CPU.
 */
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

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
    await run(process.execPath, [tsc, '-p', dir, '--singleThreaded'], { cwd: dir }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    )
  ).stdout;

/** A compiler error's file, from a line of `tsc`'s output; undefined for a line of its message. */
const errorFile = (line: string) => /^(\S[^(]*)\(\d+,\d+\): error TS/.exec(line)?.[1];

/** The entries with types of an installed SDK package, each of a pattern's (`./lazy/*`) listed. */
async function typedEntries(dir: string, name: string) {
  const entries: string[] = [];
  for (const [subpath, target] of Object.entries((await installed(dir, name)).exports ?? {})) {
    if (typeof target !== 'object' || !target.types) continue;
    if (!subpath.includes('*')) {
      entries.push(name + subpath.slice(1));
      continue;
    }
    const [folder, ending] = target.types.split('*') as [string, string];
    const files = await readdir(join(dir, 'node_modules', name, folder), { recursive: true });
    for (const file of files.filter((path) => path.endsWith(ending)))
      entries.push(name + subpath.slice(1).replace('*', file.slice(0, -ending.length)));
  }
  return entries;
}

/**
 * Typechecks a plugin package together with every entry of the SDK it installed, under
 * `skipLibCheck: false`: answers the errors in the package's own files and in the SDK's
 * declarations (an import of a package the SDK does not declare, say). Other libraries' own
 * declarations are theirs, and left out (@testing-library/react's want @types/react-dom, which a
 * plugin installs only if it likes).
 */
async function typeErrorsWithSdk(folder: string, dir: string) {
  const checker = join(folder, 'sdk-types');
  await mkdir(checker, { recursive: true });
  await symlink(join(dir, 'node_modules'), join(checker, 'node_modules'));
  const entries = (await Promise.all(SDK.map((name) => typedEntries(dir, name)))).flat();
  const code = entries.map((entry, i) => `export type * as entry${i} from '${entry}';\n`);
  await writeFile(join(checker, 'entries.ts'), code.join(''));
  const plugin = relative(checker, dir);
  const config = {
    extends: `${plugin}/tsconfig.json`,
    compilerOptions: { skipLibCheck: false, skipDefaultLibCheck: true },
    include: [`${plugin}/src`, `${plugin}/vitest.config.ts`, 'entries.ts'],
  };
  await writeFile(join(checker, 'tsconfig.json'), JSON.stringify(config));
  const output = await typeErrors(checker);
  const ours = (file: string) =>
    !file.includes('node_modules/') || file.includes('node_modules/@atrium/');
  return {
    entries,
    errors: output.split('\n').filter((line) => {
      const file = errorFile(line);
      return file !== undefined && ours(file);
    }),
    output,
  };
}

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

/** What `atrium-plugin-check` prints in a package folder, and its exit code. */
async function check(dir: string, command: string[]) {
  return run(command[0]!, command.slice(1), { cwd: dir, env: outsideEnv }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/**
 * A plugin package that breaks each plugin rule once: it imports wouter and core's internals,
 * keys a query by hand, and notifies through the design system's global toast.
 */
async function writeRuleBreaker(dir: string) {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'rule-breaker', type: 'module' }),
    'src/Page.tsx': [
      "import { useParams } from 'wouter';",
      "import { PluginRegistry } from '@atrium/core/host/plugin-registry';",
      'export const Page = () => <p>{useParams().ref}</p>;',
      'export const registry = new PluginRegistry();',
    ].join('\n'),
    'src/data/notes.ts': [
      "import { useProjectQuery } from '@atrium/plugin-api';",
      '',
      'export const useNotes = () =>',
      "  useProjectQuery(['notes', 'list'], (pgMeta) => pgMeta.relations.tables.$get());",
    ].join('\n'),
    'src/saved.ts': [
      "import { toast } from '@atrium/design-system';",
      "export const saved = () => toast.success('Saved');",
    ].join('\n'),
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/**
 * docs/guides/first-plugin.md, _Shipping a plugin_: the SDK packages, the hello example and the
 * scaffold pack into tarballs that plain npm installs in a folder outside the repository, with no
 * link back to it; there the example, and the plugin the scaffold writes (run with npm from its
 * tarball), typecheck against the installed SDK (whose every entry typechecks under
 * `skipLibCheck: false`), pass their own tests with `@atrium/plugin-testing` and its plugin rules
 * (`npm run check`), which fail, naming file, line and rule, on a package that breaks them. The
 * tests run side by side after one install of each package.
 */
describe.concurrent('the plugin kit outside the repository', () => {
  let folder: string;
  let hello: string;
  let scaffolded: string;
  let ruleBreaker: string;
  let helloTypes: ReturnType<typeof typeErrorsWithSdk>;

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
    scaffolded = join(folder, 'acme-notes');
    ruleBreaker = join(folder, 'rule-breaker');
    // The two installs share npm's cache and wait mostly on it: side by side, not in turn.
    const helloInstalled = installFromTarballs(hello, tarballs);
    // The longest step, the hello plugin's typecheck with the SDK's, starts once its install
    // ends, beside the scaffold's; its test waits for the answer.
    helloTypes = helloInstalled.then(() => typeErrorsWithSdk(folder, hello));
    helloTypes.catch(() => undefined); // reported by its test, not as an unhandled rejection
    await Promise.all([
      helloInstalled,
      (async () => {
        const scaffold = tarball('create-atrium-plugin-');
        await run(
          'npm',
          ['exec', '--yes', `--package=${scaffold}`, '--', 'create-atrium-plugin', 'acme-notes'],
          { cwd: folder, env: outsideEnv },
        );
        await installFromTarballs(scaffolded, tarballs);
      })(),
      writeRuleBreaker(ruleBreaker),
    ]);
  }, 600_000);

  afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

  it('installs packages that point at their build and name only published versions', async ({
    expect,
  }) => {
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

  // Each runs the compiler, a whole Vitest run or the check of its own, all side by side (the
  // describe is concurrent): tens of seconds on a busy machine.
  const OWN_RUN = 300_000;

  it(
    'typechecks the hello plugin, and every entry of the installed SDK with skipLibCheck: false',
    { timeout: OWN_RUN },
    async ({ expect }) => {
      const { entries, errors, output } = await helloTypes;
      expect(entries).toEqual(
        expect.arrayContaining([
          '@atrium/plugin-server',
          '@atrium/plugin-api/testing',
          '@atrium/plugin-testing/check',
          '@atrium/plugin-data-grid/contracts',
          '@atrium/design-system/lazy/Toast/Toast',
        ]),
      );
      expect(errors, output).toEqual([]);
      // The compiler read the SDK's declarations: it reports other libraries' own problems.
      expect(output).toContain('node_modules/@testing-library/react/types/index.d.ts');
    },
  );

  it(
    'runs the hello plugin’s own tests with @atrium/plugin-testing',
    { timeout: OWN_RUN },
    async ({ expect }) => {
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
    async ({ expect }) => {
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

  it('writes a plugin whose own tests pass', { timeout: OWN_RUN }, async ({ expect }) => {
    const report = await ownTests(scaffolded);
    expect(report.numFailedTests).toBe(0);
    expect(report.testResults.map((r) => basename(r.name)).sort()).toEqual([
      'MyScreen.test.tsx',
      'manifest.test.ts',
    ]);
    expect(report.numPassedTests).toBe(2);
  });

  it(
    'passes its own plugin rules, in the hello example and the scaffolded plugin',
    { timeout: OWN_RUN },
    async ({ expect }) => {
      // The command the scaffold's `npm run check` runs, installed with @atrium/plugin-testing.
      const command = join(
        hello,
        'node_modules/@atrium/plugin-testing/bin/atrium-plugin-check.mjs',
      );
      expect(await check(hello, [process.execPath, command])).toEqual({ code: 0, stdout: '' });
      expect(await check(scaffolded, ['npm', 'run', '--silent', 'check'])).toEqual({
        code: 0,
        stdout: '',
      });
    },
  );

  it(
    'fails the check of a package that breaks them, naming file, line and rule',
    { timeout: OWN_RUN },
    async ({ expect }) => {
      const command = join(
        hello,
        'node_modules/@atrium/plugin-testing/bin/atrium-plugin-check.mjs',
      );
      const { code, stdout } = await check(ruleBreaker, [process.execPath, command]);
      expect(stdout.trim().split('\n')).toEqual([
        'src/data/notes.ts:4 data-layer: a project query keyed by hand: use a resource key builder',
        "src/Page.tsx:1 public-api: imports 'wouter': routing comes from the plugin API",
        "src/Page.tsx:2 public-api: imports '@atrium/core/host/plugin-registry': not the public plugin API",
        "src/saved.ts:1 notifications: the design system's global toast: notify through the plugin context (notify(), toast.*)",
        '4 plugin rule violations',
      ]);
      expect(code).toBe(1);
    },
  );
});
