import { extensionPoints } from '@atrium/plugin-api';
import { PluginRegistry } from '@atrium/plugin-testing';
import { expect, it } from 'vitest';
import manifest from './manifest.js';

it('is a valid manifest: its screen and its menu item, namespaced by its id', async () => {
  const registry = new PluginRegistry([manifest], [manifest.id]);
  expect(registry.leftOut).toEqual([]);
  expect(registry.routes.map((route) => route.path)).toEqual(['/project/:ref/my-plugin']);
  expect(registry.contributions(extensionPoints.navProject)).toMatchObject([
    { id: 'my-plugin/my-plugin', data: { label: 'My plugin' } },
  ]);
  expect((await registry.routes[0]!.load()).name).toBe('MyScreen');
});
