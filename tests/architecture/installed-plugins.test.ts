import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '../../core/src/plugin-api/manifest.js';
import { installedManifestFiles, installedPackages } from '../../core/vite/installed-plugins.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The web build tells first-party manifests from third-party ones by the package they come from,
 * so a third-party package cannot pass for one of ours by claiming a first-party id.
 */
describe('installed plugins', () => {
  const installed = installedManifestFiles(ROOT);
  const origin = (pkg: string) =>
    installed.find(({ file }) => file.includes(`/${pkg}/`))?.firstParty;

  it('marks our own packages first-party', () => {
    expect(origin('nav')).toBe(true);
    expect(origin('data-grid')).toBe(true);
    expect(origin('rls')).toBe(true);
  });

  it('marks the packages atrium.config.json lists third-party', () => {
    expect(origin('hello-plugin')).toBe(false);
    expect(origin('faulty-plugin')).toBe(false);
  });
});

/**
 * docs/architecture/plugins.md: core refuses a package written for another plugin-API version
 * before running any of it: the build does not even bundle its manifest, and lists it.
 */
describe('a third-party package of another plugin-API version', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-installed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const pkg = (name: string, atrium?: object) => {
    write(
      `node_modules/${name}/package.json`,
      JSON.stringify({ name, type: 'module', exports: { './manifest': './manifest.js' }, atrium }),
    );
    write(`node_modules/${name}/manifest.js`, 'throw new Error("must not run");\n');
  };
  write('package.json', JSON.stringify({ name: 'deployment' }));
  write(
    'atrium.config.json',
    JSON.stringify({ packages: ['@acme/old', '@acme/unsaid', '@acme/new'] }),
  );
  pkg('@acme/old', { apiVersion: 1 });
  pkg('@acme/unsaid');
  pkg('@acme/new', { apiVersion: PLUGIN_API_VERSION });

  it('is left out of the build, its manifest unbundled, and listed with the reason', () => {
    const { installed, refused } = installedPackages(root);
    // Only the listed packages: Node may still find first-party ones through pnpm's NODE_PATH.
    const listed = installed.filter(({ firstParty }) => !firstParty);
    expect(listed.map(({ file }) => file)).toEqual([
      join(root, 'node_modules/@acme/new/manifest.js'),
    ]);
    expect(refused).toEqual([
      {
        package: '@acme/old',
        error: `@acme/old was written for plugin API version 1 ("atrium": { "apiVersion" } in its package.json); this Atrium supports version ${PLUGIN_API_VERSION}`,
      },
      {
        package: '@acme/unsaid',
        error: expect.stringContaining('@acme/unsaid was written for plugin API version unknown'),
      },
    ]);
  });
});

/**
 * docs/architecture/plugins.md: a third-party package whose imports of a host library (react,
 * react-dom, swr, wouter, hono, zod) would resolve to a copy of its own, not the host's one copy,
 * is refused at build time, naming the package and the library, and its manifest is not bundled.
 */
describe('a third-party package bundling its own copy of a host library', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'atrium-own-copy-')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const fakeReact = (dir: string, version: string) =>
    write(`${dir}/react/package.json`, JSON.stringify({ name: 'react', version }));
  const pkg = (name: string) => {
    write(
      `node_modules/${name}/package.json`,
      JSON.stringify({
        name,
        type: 'module',
        exports: { './manifest': './manifest.js' },
        atrium: { apiVersion: PLUGIN_API_VERSION },
      }),
    );
    write(`node_modules/${name}/manifest.js`, 'throw new Error("must not run");\n');
  };
  write('package.json', JSON.stringify({ name: 'deployment' }));
  write('atrium.config.json', JSON.stringify({ packages: ['@acme/own-react', '@acme/shared'] }));
  write('host/package.json', JSON.stringify({ name: '@atrium/core' }));
  fakeReact('node_modules', '19.3.1'); // the host's one copy, hoisted
  pkg('@acme/shared'); // its imports of react find the host's copy
  pkg('@acme/own-react');
  fakeReact('node_modules/@acme/own-react/node_modules', '18.3.1');

  it('is refused with a message naming the package and the library; one using the host copy is built', () => {
    const { installed, refused } = installedPackages(root, join(root, 'host'));
    expect(installed.filter(({ firstParty }) => !firstParty).map((m) => m.package)).toEqual([
      '@acme/shared',
    ]);
    expect(refused).toEqual([
      {
        package: '@acme/own-react',
        error: `@acme/own-react bundles its own copy of react (${join(root, 'node_modules/@acme/own-react/node_modules/react')}); a plugin must use the host's one copy: declare react as peerDependencies, not dependencies`,
      },
    ]);
  });

  it('finds no copy of its own in the example plugins, whose copies are links to the host’s', () => {
    expect(installedPackages(ROOT).refused).toEqual([]);
  });
});
