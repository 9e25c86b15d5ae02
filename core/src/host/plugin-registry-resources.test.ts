import { describe, expect, it } from 'vitest';
import { defineResource } from '../plugin-api/data/define-resource.js';
import { definePlugin, PLUGIN_API_VERSION, type PluginManifest } from '../plugin-api/manifest.js';
import { PluginRegistry, RegistryError } from './plugin-registry.js';

const plugin = (id: string, extra: Partial<PluginManifest> = {}) =>
  definePlugin({ apiVersion: PLUGIN_API_VERSION, id, title: id, version: '1.0.0', ...extra });

const buckets = defineResource('buckets', { stale: ['objects'] });
const objects = defineResource('objects');

describe('PluginRegistry: resources', () => {
  it("knows core's resources and the plugins' own, by name", () => {
    const registry = new PluginRegistry(
      [plugin('storage', { resources: [buckets, objects] })],
      ['storage'],
    );
    expect(registry.resources.get('buckets')).toBe(buckets);
    expect(registry.resources.get('objects')).toBe(objects);
    expect(registry.resources.get('tables')?.stale).toContain('entities');
  });

  it('throws on a first-party resource whose stale names no resource', () => {
    const storage = plugin('storage', { resources: [buckets] });
    expect(() => new PluginRegistry([storage], ['storage'])).toThrow(
      new RegistryError('Resource "buckets" of "storage" makes unknown resources stale: "objects"'),
    );
  });

  it('throws on a resource declared twice, or one core already declares', () => {
    const twice = [plugin('a', { resources: [objects] }), plugin('b', { resources: [objects] })];
    expect(() => new PluginRegistry(twice, ['a', 'b'])).toThrow(
      'Resource "objects" of "b" is already declared by "a"',
    );
    const tables = plugin('a', { resources: [defineResource('tables')] });
    expect(() => new PluginRegistry([tables], ['a'])).toThrow(
      'Resource "tables" of "a" is already declared by core',
    );
  });

  it('leaves out a third-party resource with a problem and lists it', () => {
    const storage = plugin('storage', { resources: [buckets] });
    const registry = new PluginRegistry([storage], ['storage'], { isFirstParty: () => false });
    expect(registry.resources.has('buckets')).toBe(false);
    expect(registry.leftOut).toEqual([
      {
        pluginId: 'storage',
        entry: 'buckets',
        error: 'Resource "buckets" of "storage" makes unknown resources stale: "objects"',
      },
    ]);
  });

  it('lets stale name a resource of a plugin that is off', () => {
    const storage = plugin('storage', { resources: [buckets] });
    const files = plugin('files', { resources: [objects] });
    const registry = new PluginRegistry([storage, files], ['storage']);
    expect(registry.resources.has('buckets')).toBe(true);
  });

  it('refuses a manifest whose resources were not made by defineResource', () => {
    const handMade = plugin('storage', {
      resources: [{ name: 'Buckets', stale: [] } as unknown as typeof buckets],
    });
    expect(() => new PluginRegistry([handMade], ['storage'])).toThrow(/resources\.0\.name/);
  });
});
