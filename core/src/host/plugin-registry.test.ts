import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineExtensionPoint, extensionPoints } from '../plugin-api/extension-points.js';
import {
  definePlugin,
  PLUGIN_API_VERSION,
  type ContributionDeclaration,
  type PluginManifest,
} from '../plugin-api/manifest.js';
import { PluginRegistry, RegistryError } from './plugin-registry.js';
import { ManifestError } from './validate-manifest.js';

const Screen = () => null;
const screen = () => vi.fn(async () => ({ default: Screen }));
const handler = () => vi.fn(async () => ({ default: vi.fn() }));

const plugin = (id: string, extra: Partial<PluginManifest> = {}) =>
  definePlugin({
    apiVersion: PLUGIN_API_VERSION,
    id,
    title: id.toUpperCase(),
    version: '1.0.0',
    ...extra,
  });

/** A point a plugin offers others, as its contracts entry would define it. */
const things = defineExtensionPoint<{ label: string }>({
  id: 'a.things@1',
  description: 'Things',
  schema: z.object({ label: z.string() }),
});

const card = (id: string, data: unknown, extra: Partial<ContributionDeclaration> = {}) => ({
  point: 'project.home@1',
  id,
  data,
  ...extra,
});

describe('PluginRegistry', () => {
  it('validates manifests without running plugin code', () => {
    const load = screen();
    const run = handler();
    expect(() => new PluginRegistry([plugin('Bad Id', { routes: [] })], ['Bad Id'])).toThrow(
      ManifestError,
    );
    expect(
      () => new PluginRegistry([plugin('a', { routes: [{ path: '/projects', load }] })], ['a']),
    ).toThrow(/routes.0.path/);
    expect(
      () =>
        new PluginRegistry(
          [
            plugin('a', {
              commands: [{ id: 'x', title: 'X', run, keybinding: 'Mod+Nope+' }],
            }),
          ],
          ['a'],
        ),
    ).toThrow(/keybinding/);
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { routes: [{ path: '/project/:ref/a', load: 'Screen' as never }] })],
          ['a'],
        ),
    ).toThrow(/routes.0.load must be a function/);
    expect(load).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a package written for another plugin-API version before running any of it', () => {
    const load = screen();
    // As a version-1 manifest was written: a component name and one loader for everything.
    const old = { id: 'old', title: 'Old', version: '1.0.0', load, routes: [] } as never;
    const registry = new PluginRegistry([old, plugin('fine')], ['old', 'fine'], {
      isFirstParty: (m) => m !== old,
    });
    expect(registry.plugins.map((p) => p.id)).toEqual(['fine']);
    expect(registry.disabled).toEqual([
      {
        id: 'old',
        title: 'Old',
        reason: 'invalid',
        error: `Plugin "old" has an invalid manifest: was written for plugin API version 1; this Atrium supports version ${PLUGIN_API_VERSION}`,
      },
    ]);
    expect(() => new PluginRegistry([old], ['old'])).toThrow(/plugin API version 1/);
    expect(load).not.toHaveBeenCalled();
  });

  it('lists the packages the build refused, unbundled, as invalid', () => {
    const error = '@acme/old was written for plugin API version 1';
    const registry = new PluginRegistry([plugin('fine')], ['fine'], {
      refused: [{ package: '@acme/old', error }],
    });
    expect(registry.disabled).toEqual([
      { id: '@acme/old', title: '@acme/old', reason: 'invalid', error },
    ]);
  });

  it('throws on duplicate plugin ids, routes, commands and contributions', () => {
    expect(() => new PluginRegistry([plugin('a'), plugin('a')], ['a'])).toThrow(RegistryError);
    const route = { path: '/project/:ref/same', load: screen() };
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { routes: [route] }), plugin('b', { routes: [route] })],
          ['a', 'b'],
        ),
    ).toThrow('Route /project/:ref/same of "b" is already taken by "a"');
    const command = { id: 'go', title: 'Go', run: handler() };
    expect(
      () => new PluginRegistry([plugin('a', { commands: [command, command] })], ['a']),
    ).toThrow('Duplicate command "a.go"');
    const contribution = card('c', { title: 'T' });
    expect(
      () =>
        new PluginRegistry([plugin('a', { contributions: [contribution, contribution] })], ['a']),
    ).toThrow('Duplicate contribution "a/c"');
    expect(
      () =>
        new PluginRegistry(
          [plugin('a', { extensionPoints: [things] }), plugin('b', { extensionPoints: [things] })],
          ['a', 'b'],
        ),
    ).toThrow('Duplicate extension point "a.things@1"');
  });

  it('leaves out an invalid third-party manifest and lists it with its error', () => {
    const load = screen();
    const nav = plugin('nav');
    const registry = new PluginRegistry(
      [
        plugin('broken', { version: 'latest', routes: [{ path: '/project/:ref/b', load }] }),
        plugin('nav', { title: 'Impostor', routes: [{ path: '/project/:ref/n', load }] }),
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

  it('checks every contribution’s data against its point’s schema: a first-party mismatch throws', () => {
    expect(
      () =>
        new PluginRegistry([plugin('a', { contributions: [card('c', { heading: 'x' })] })], ['a']),
    ).toThrow(/Contribution "a\/c" does not match project.home@1: title: /);
    expect(
      () =>
        new PluginRegistry(
          [
            plugin('a', { extensionPoints: [things] }),
            plugin('b', { contributions: [{ point: things.id, id: 't', data: { label: 3 } }] }),
          ],
          ['a', 'b'],
        ),
    ).toThrow(/Contribution "b\/t" does not match a.things@1: label: /);
  });

  it('leaves out a third-party entry that conflicts or does not match, and keeps the rest', () => {
    const load = screen();
    const base = plugin('base', { routes: [{ path: '/project/:ref/taken', load }] });
    const thirdParty = plugin('extra', {
      routes: [
        { path: '/project/:ref/taken', load },
        { path: '/project/:ref/extra', load },
      ],
      contributions: [
        card('bad', { heading: 'no title' }),
        card('good', { title: 'Good' }),
        { point: 'nowhere@1', id: 'lost' },
      ],
    });
    const registry = new PluginRegistry([base, thirdParty], ['base', 'extra'], {
      isFirstParty: (m) => m === base,
    });
    expect(registry.routes.map((r) => `${r.pluginId} ${r.path}`)).toEqual([
      'base /project/:ref/taken',
      'extra /project/:ref/extra',
    ]);
    expect(registry.contributions(extensionPoints.projectHome).map((c) => c.id)).toEqual([
      'extra/good',
    ]);
    expect(registry.leftOut).toEqual([
      {
        pluginId: 'extra',
        entry: '/project/:ref/taken',
        error: 'Route /project/:ref/taken of "extra" is already taken by "base"',
      },
      {
        pluginId: 'extra',
        entry: 'extra/bad',
        error: expect.stringMatching(
          /^Contribution "extra\/bad" does not match project.home@1: title: /,
        ),
      },
      {
        pluginId: 'extra',
        entry: 'extra/lost',
        error: 'Contribution "extra/lost" targets unknown extension point "nowhere@1"',
      },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('namespaces commands and contributions by plugin id', () => {
    const registry = new PluginRegistry(
      [
        plugin('hello', {
          commands: [{ id: 'greet', title: 'Greet', run: handler(), keybinding: 'Mod+Shift+H' }],
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
          routes: [{ path: '/project/:ref/off', load: screen() }],
          commands: [{ id: 'x', title: 'X', run: handler() }],
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

  it('drops contributions to the points of a plugin that is off, without an error', () => {
    const registry = new PluginRegistry(
      [
        plugin('a', { extensionPoints: [things] }),
        plugin('b', { contributions: [{ point: things.id, id: 't', data: { label: 'T' } }] }),
      ],
      ['b'],
    );
    expect(registry.contributions(things)).toEqual([]);
    expect(registry.leftOut).toEqual([]);
  });

  it('lets one plugin override another’s contribution in place', () => {
    const registry = new PluginRegistry(
      [
        plugin('base', {
          contributions: [
            card('first', { title: 'First' }, { order: 1 }),
            card('second', { title: 'Second' }, { order: 2 }),
          ],
        }),
        plugin('custom', {
          contributions: [card('better', { title: 'Better first' }, { overrides: 'base/first' })],
        }),
      ],
      ['base', 'custom'],
    );
    expect(registry.contributions(extensionPoints.projectHome).map((c) => c.data.title)).toEqual([
      'Better first',
      'Second',
    ]);
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

  it('loads each route, command and contribution’s own entry lazily, once', async () => {
    const page = screen();
    const other = screen();
    const greet = vi.fn();
    const run = vi.fn(async () => ({ default: greet }));
    const cardEntry = screen();
    const hello = plugin('hello', {
      routes: [
        { path: '/project/:ref/hello', load: page },
        { path: '/project/:ref/other', load: other },
      ],
      commands: [{ id: 'greet', title: 'Greet', run }],
      contributions: [card('card', { title: 'Card' }, { load: cardEntry })],
    });
    const registry = new PluginRegistry([hello], ['hello']);
    expect(await registry.routes[0]!.load()).toBe(Screen);
    expect(await registry.routes[0]!.load()).toBe(Screen);
    expect(page).toHaveBeenCalledTimes(1);
    // Only the entry asked for: the other screen, the command and the card stay unloaded.
    expect(other).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    expect(cardEntry).not.toHaveBeenCalled();
    expect(await registry.commands[0]!.load()).toBe(greet);
    expect(await registry.contributions(extensionPoints.projectHome)[0]!.load!()).toBe(Screen);
    expect(cardEntry).toHaveBeenCalledTimes(1);
  });

  it('tries a failed entry again on next use, and names one without a default export', async () => {
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    const registry = new PluginRegistry(
      [
        plugin('a', {
          routes: [
            { path: '/project/:ref/flaky', load: flaky },
            { path: '/project/:ref/empty', load: async () => ({}) as never },
          ],
        }),
      ],
      ['a'],
    );
    await expect(registry.routes[0]!.load()).rejects.toThrow('Failed to fetch');
    expect(await registry.routes[0]!.load()).toBe(Screen);
    await expect(registry.routes[1]!.load()).rejects.toThrow(
      'The screen of route /project/:ref/empty of "a" has no default export',
    );
  });
});
