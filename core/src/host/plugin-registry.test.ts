import { describe, expect, it, vi } from 'vitest';
import { extensionPoints } from '../plugin-api/extension-points.js';
import { definePlugin, type PluginManifest } from '../plugin-api/manifest.js';
import { PluginRegistry, RegistryError } from './plugin-registry.js';
import { ManifestError } from './validate-manifest.js';

const Screen = () => null;

const plugin = (id: string, extra: Partial<PluginManifest> = {}) =>
  definePlugin({
    id,
    title: id.toUpperCase(),
    version: '1.0.0',
    load: vi.fn(async () => ({
      components: { Screen },
      commands: { hello: vi.fn() },
    })),
    ...extra,
  });

describe('PluginRegistry', () => {
  it('validates manifests without running plugin code', () => {
    const load = vi.fn();
    expect(() => new PluginRegistry([plugin('Bad Id', { load })], ['Bad Id'])).toThrow(
      ManifestError,
    );
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { routes: [{ path: '/projects', component: 'Screen' }], load })],
          ['a'],
        ),
    ).toThrow(/routes.0.path/);
    expect(
      () =>
        new PluginRegistry(
          [
            plugin('a', {
              commands: [{ id: 'x', title: 'X', run: 'x', keybinding: 'Mod+Nope+' }],
              load,
            }),
          ],
          ['a'],
        ),
    ).toThrow(/keybinding/);
    expect(
      () => new PluginRegistry([{ id: 'a', title: 'A', version: '1.0.0' } as never], []),
    ).toThrow(/load must be a function/);
    expect(load).not.toHaveBeenCalled();
  });

  it('throws on duplicate plugin ids, routes, commands and contributions', () => {
    expect(() => new PluginRegistry([plugin('a'), plugin('a')], ['a'])).toThrow(RegistryError);
    const route = { path: '/project/:ref/same', component: 'Screen' };
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { routes: [route] }), plugin('b', { routes: [route] })],
          ['a', 'b'],
        ),
    ).toThrow('Route /project/:ref/same of "b" is already taken by "a"');
    const command = { id: 'go', title: 'Go', run: 'hello' };
    expect(
      () => new PluginRegistry([plugin('a', { commands: [command, command] })], ['a']),
    ).toThrow('Duplicate command "a.go"');
    const contribution = { point: 'settings.sections@1', id: 'c', data: { title: 'T' } };
    expect(
      () =>
        new PluginRegistry([plugin('a', { contributions: [contribution, contribution] })], ['a']),
    ).toThrow('Duplicate contribution "a/c"');
    const point = { id: 'a.things@1', description: 'Things' };
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { extensionPoints: [point] }), plugin('b', { extensionPoints: [point] })],
          ['a', 'b'],
        ),
    ).toThrow('Duplicate extension point "a.things@1"');
  });

  it('leaves out an invalid third-party manifest and lists it with its error', () => {
    const load = vi.fn();
    const nav = plugin('nav');
    const registry = new PluginRegistry(
      [
        plugin('broken', { version: 'latest', load }),
        plugin('nav', { title: 'Impostor', load }),
        nav,
        plugin('fine'),
      ],
      ['nav', 'broken', 'fine'],
      { isFirstParty: (manifest) => manifest === nav },
    );
    expect(registry.plugins.map((p) => p.id)).toEqual(['nav', 'fine']);
    expect(registry.plugins[0]!.title).toBe('NAV');
    expect(registry.disabled).toEqual([
      {
        id: 'broken',
        title: 'BROKEN',
        reason: 'invalid',
        error: 'Plugin "broken" has an invalid manifest: version must be a semantic version',
      },
      { id: 'nav', title: 'Impostor', reason: 'invalid', error: 'Duplicate plugin id "nav"' },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('still throws on an invalid or duplicate first-party manifest: that is a build bug', () => {
    const firstParty = { isFirstParty: () => true };
    expect(
      () => new PluginRegistry([plugin('nav', { version: 'latest' })], ['nav'], firstParty),
    ).toThrow(ManifestError);
    expect(() => new PluginRegistry([plugin('nav'), plugin('nav')], ['nav'], firstParty)).toThrow(
      'Duplicate plugin id "nav"',
    );
  });

  it('namespaces commands and contributions by plugin id', () => {
    const registry = new PluginRegistry(
      [
        plugin('hello', {
          commands: [{ id: 'greet', title: 'Greet', run: 'hello', keybinding: 'Mod+Shift+H' }],
          navItems: [
            {
              id: 'page',
              menu: 'project',
              section: 'Tools',
              label: 'Hello',
              href: '/project/{ref}/hello',
            },
          ],
        }),
      ],
      ['hello'],
    );
    expect(registry.commands.map((c) => c.id)).toEqual(['hello.greet']);
    expect(registry.contributions(extensionPoints.navProject)).toMatchObject([
      { id: 'hello/page', pluginId: 'hello', data: { label: 'Hello', section: 'Tools' } },
    ]);
  });

  it('leaves out everything of a plugin that is off, and lists it', () => {
    const registry = new PluginRegistry(
      [
        plugin('on'),
        plugin('off', {
          routes: [{ path: '/project/:ref/off', component: 'Screen' }],
          commands: [{ id: 'x', title: 'X', run: 'hello' }],
          navItems: [
            { id: 'x', menu: 'project', section: 'S', label: 'Off', href: '/project/{ref}/off' },
          ],
        }),
      ],
      ['on', 'missing'],
    );
    expect(registry.plugins.map((p) => p.id)).toEqual(['on']);
    expect(registry.routes).toEqual([]);
    expect(registry.commands).toEqual([]);
    expect(registry.contributions('nav.project@1')).toEqual([]);
    expect(registry.disabled).toEqual([
      { id: 'off', title: 'OFF', reason: 'disabled' },
      { id: 'missing', title: 'missing', reason: 'not-installed' },
    ]);
  });

  it('lets one plugin override another’s contribution in place', () => {
    const registry = new PluginRegistry(
      [
        plugin('base', {
          contributions: [
            { point: 'settings.sections@1', id: 'first', data: { title: 'First' }, order: 1 },
            { point: 'settings.sections@1', id: 'second', data: { title: 'Second' }, order: 2 },
          ],
        }),
        plugin('custom', {
          contributions: [
            {
              point: 'settings.sections@1',
              id: 'better',
              data: { title: 'Better first' },
              overrides: 'base/first',
            },
          ],
        }),
      ],
      ['base', 'custom'],
    );
    expect(
      registry.contributions(extensionPoints.settingsSections).map((c) => c.data.title),
    ).toEqual(['Better first', 'Second']);
  });

  it('refuses a contribution to an extension point nobody defines', () => {
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { contributions: [{ point: 'nowhere@1', id: 'x' }] })],
          ['a'],
        ),
    ).toThrow('Contribution "a/x" targets unknown extension point "nowhere@1"');
  });

  it('loads a plugin’s implementation lazily, once', async () => {
    const hello = plugin('hello', {
      routes: [{ path: '/project/:ref/hello', component: 'Screen' }],
      commands: [{ id: 'greet', title: 'Greet', run: 'hello' }],
    });
    const registry = new PluginRegistry([hello], ['hello']);
    expect(hello.load).not.toHaveBeenCalled();
    expect(await registry.routes[0]!.load()).toBe(Screen);
    expect(typeof (await registry.commands[0]!.load())).toBe('function');
    expect(hello.load).toHaveBeenCalledTimes(1);
  });
});
