import { extensionPoints } from '@atrium/core/plugin-api';
import { describe, expect, it, vi } from 'vitest';
// Test-only: the registry, through core's public testing entry.
import { PluginRegistry } from '@atrium/core/testing';
import manifest from './manifest.js';

const registry = new PluginRegistry([manifest], ['hello']);

describe('hello manifest', () => {
  it('adds a screen, a nav item, a command and a home card, namespaced by its id', () => {
    expect(registry.routes.map((r) => r.path)).toEqual(['/project/:ref/hello']);
    expect(registry.contributions(extensionPoints.navProject)).toMatchObject([
      { id: 'hello/hello', data: { label: 'Hello', href: '/project/{ref}/hello' } },
    ]);
    expect(registry.commands).toMatchObject([
      { id: 'hello.greet', title: 'Say hello', keybinding: 'Mod+Shift+H' },
    ]);
    expect(registry.contributions(extensionPoints.projectHome)).toMatchObject([
      { id: 'hello/card', data: { title: 'Hello' } },
    ]);
  });

  it('names only components and commands its implementation has', async () => {
    expect((await registry.routes[0]!.load()).name).toBe('HelloPage');
    expect(
      (await registry.contributions(extensionPoints.projectHome)[0]!.loadComponent!()).name,
    ).toBe('HelloCard');
    const success = vi.fn();
    const greet = await registry.commands[0]!.load();
    await greet({ projectRef: 'alpha', toast: { success } } as never);
    expect(success).toHaveBeenCalledWith('Hello from project alpha!');
  });
});
