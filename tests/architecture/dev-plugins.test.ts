import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PLUGIN_API_VERSION } from '../../core/src/plugin-api/manifest.js';
import { devPluginImports, devPlugins } from '../../core/vite/dev-plugins.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * docs/guides/first-plugin.md, _Develop against a running Atrium_: a plugin package in a folder
 * outside the repository joins the dev build as an installed third-party one, refused for what
 * would refuse it once installed, its imports of the host's libraries and SDK pointed at the host's.
 */
describe('plugins developed in folders of their own', () => {
  const outside = realpathSync(mkdtempSync(join(tmpdir(), 'atrium-dev-plugins-')));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));
  const plugin = (name: string, fields: Record<string, unknown>) => {
    mkdirSync(join(outside, name, 'src'), { recursive: true });
    writeFileSync(
      join(outside, name, 'package.json'),
      JSON.stringify({ name, exports: { './manifest': './src/manifest.ts' }, ...fields }),
    );
    return join(outside, name);
  };
  const good = plugin('good', { atrium: { apiVersion: PLUGIN_API_VERSION, id: 'good' } });
  const old = plugin('old', { atrium: { apiVersion: 1, id: 'old' } });
  const bundling = plugin('bundling', {
    atrium: { apiVersion: PLUGIN_API_VERSION, id: 'bundling' },
    dependencies: { react: '19.3.1', dayjs: '1.11.13' },
  });

  it('adds their manifests as third-party, and refuses what installing would refuse', () => {
    const dev = devPlugins(ROOT, [good, old, bundling].join(','));
    expect(dev.installed).toEqual([
      { file: join(good, 'src', 'manifest.ts'), firstParty: false, package: 'good' },
    ]);
    expect(dev.refused).toEqual([
      { package: 'old', error: expect.stringContaining('written for plugin API version 1') },
      {
        package: 'bundling',
        error: expect.stringContaining('lists react in "dependencies"'),
      },
    ]);
  });

  it("resolves their imports of the SDK and the host's libraries to the host's, and no one else's", async () => {
    const imports = devPluginImports(ROOT, devPlugins(ROOT, good));
    const resolve = vi.fn(async (source: string, importer: string) => ({
      id: `${source} ${importer}`,
    }));
    const resolveId = (source: string, importer: string) =>
      (imports.resolveId as Extract<Plugin['resolveId'], (...args: never[]) => unknown>).call(
        { resolve } as never,
        source,
        importer,
        { isEntry: false, attributes: {} } as never,
      );
    const screen = join(good, 'src', 'Screen.tsx');
    expect(await resolveId('@atrium/plugin-api', screen)).toBe(
      join(ROOT, 'packages', 'plugin-api', 'src', 'index.ts'),
    );
    expect(await resolveId('@atrium/design-system/lazy/Menu', screen)).toBe(
      join(ROOT, 'design-system', 'src', 'components', 'Menu.tsx'),
    );
    expect(await resolveId('@atrium/plugin-data-grid/contracts', screen)).toBe(
      join(ROOT, 'plugins', 'data-grid', 'src', 'contracts.ts'),
    );
    expect(await resolveId('react/jsx-runtime', screen)).toEqual({
      id: `react/jsx-runtime ${join(ROOT, 'core', 'index.html')}`,
    });
    expect(await resolveId('dayjs', screen)).toBeUndefined();
    expect(await resolveId('react', join(ROOT, 'core', 'src', 'main.tsx'))).toBeUndefined();
  });
});
