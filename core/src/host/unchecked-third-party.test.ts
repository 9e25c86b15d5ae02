import { describe, expect, it } from 'vitest';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { RegistryError, ResolvedPlugins } from './resolved-plugins.js';

const plugin = (id: string, version = '1.0.0') =>
  definePlugin({ apiVersion: PLUGIN_API_VERSION, id, title: id.toUpperCase(), version });

const nav = plugin('nav');
const broken = plugin('broken', 'latest');
const fine = plugin('fine');
const isFirstParty = (m: unknown) => m === nav;

describe('the app’s registry without the manifest checks', () => {
  it('sets third-party manifests switched off aside, unchecked, and takes nothing of theirs', () => {
    const registry = new ResolvedPlugins([nav, broken, fine], ['nav'], { isFirstParty });
    expect(registry.plugins).toEqual([nav]);
    expect(registry.unchecked).toEqual([broken, fine]);
    expect(registry.disabled).toEqual([]);
  });

  it('never takes a third-party manifest switched on unchecked', () => {
    expect(() => new ResolvedPlugins([nav, fine], ['nav', 'fine'], { isFirstParty })).toThrow(
      RegistryError,
    );
  });

  it('checks the ones set aside when asked, and lists them as off or invalid with their error', async () => {
    const registry = new ResolvedPlugins([nav, broken, fine], ['nav'], { isFirstParty });
    const checked = await registry.checked();
    expect(checked.unchecked).toEqual([]);
    expect(checked.plugins).toEqual([nav]);
    expect(checked.disabled).toEqual([
      { id: 'fine', title: 'FINE', reason: 'disabled' },
      {
        id: 'broken',
        title: 'BROKEN',
        reason: 'invalid',
        error: 'Plugin "broken" has an invalid manifest: version must be a semantic version',
      },
    ]);
    expect(await checked.checked()).toBe(checked);
  });
});
