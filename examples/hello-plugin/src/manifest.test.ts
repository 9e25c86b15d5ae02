import {
  definePlugin,
  extensionPoints,
  PLUGIN_API_VERSION,
  type PluginContext,
} from '@atrium/plugin-api';
import { tableEditorCellRenderer, tableEditorRowMenu } from '@atrium/plugin-data-grid/contracts';
import { describe, expect, it, vi } from 'vitest';
// Test-only: the registry, through the plugin testing package.
import { loadPointSchemas, PluginRegistry } from '@atrium/plugin-testing';
import { greeting } from './data/keys.js';
import manifest from './manifest.js';

/** The table editor as far as hello needs it: the points its contracts entry offers. */
const dataGrid = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'data-grid',
  title: 'Table Editor',
  version: '1.0.0',
  extensionPoints: [tableEditorRowMenu, tableEditorCellRenderer],
});

// Its points' schemas load on demand (zod stays out of the first load): load them to check hello.
await loadPointSchemas([dataGrid]);

const registry = new PluginRegistry([dataGrid, manifest], ['data-grid', 'hello'], {
  isFirstParty: (m) => m === dataGrid,
});

describe('hello manifest', () => {
  it('adds a screen, a nav item, a command and its contributions, namespaced by its id', () => {
    expect(registry.leftOut).toEqual([]);
    expect(registry.routes.filter((r) => r.pluginId === 'hello').map((r) => r.path)).toEqual([
      '/project/:ref/hello',
    ]);
    expect(registry.contributions(extensionPoints.navProject)).toContainEqual(
      expect.objectContaining({
        id: 'hello/hello',
        data: expect.objectContaining({ label: 'Hello' }),
      }),
    );
    expect(registry.commands).toMatchObject([
      { id: 'hello.greet', title: 'Say hello', keybinding: 'Mod+Shift+H' },
    ]);
    expect(registry.contributions(extensionPoints.projectHome)).toMatchObject([
      { id: 'hello/card', data: { title: 'Hello' } },
    ]);
    expect(registry.contributions(tableEditorRowMenu)).toMatchObject([
      { id: 'hello/greet-row', data: { label: 'Say hello to this row' } },
    ]);
    expect(registry.contributions(tableEditorCellRenderer)).toMatchObject([
      { id: 'hello/short-uuid', data: { types: ['uuid'] } },
    ]);
    expect(registry.resources.get('hello-greeting')).toBe(greeting);
  });

  it('contributes nothing to the table editor while the table editor is off', () => {
    const alone = new PluginRegistry([dataGrid, manifest], ['hello'], {
      isFirstParty: (m) => m === dataGrid,
    });
    expect(alone.leftOut).toEqual([]);
    expect(alone.contributions(tableEditorRowMenu)).toEqual([]);
  });

  it('loads each entry on its own: the screen, the card and a command with arguments', async () => {
    const screen = registry.routes.find((r) => r.pluginId === 'hello')!;
    expect((await screen.load()).name).toBe('HelloPage');
    expect((await registry.contributions(extensionPoints.projectHome)[0]!.load!()).name).toBe(
      'HelloCard',
    );
    const notify = vi.fn();
    // Its own server route, as the context's typed client would answer it.
    const $get = vi.fn(async () => Response.json({ message: 'From the route.' }));
    const context = {
      projectRef: 'alpha',
      notify,
      pluginApi: () => ({ greeting: { $get } }),
    } as unknown as PluginContext;
    const greet = await registry.commands[0]!.load();
    await greet(context, undefined);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Hello from project alpha!',
      description: 'From the route.',
      tone: 'success',
    });
    await greet(context, { name: 'Ada' });
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Hello, Ada!',
      description: 'From the route.',
      tone: 'success',
    });
    // The palette asks for the name first, as the command declares.
    expect(registry.commands[0]!.argument).toEqual({
      name: 'name',
      label: 'Name to greet',
      placeholder: 'Leave empty for the project',
    });
  });

  it('greets a row from the row menu by running its command with arguments', async () => {
    const executeCommand = vi.fn(async () => {});
    const greetRow = await registry.contributions(tableEditorRowMenu)[0]!.load!();
    await greetRow({ executeCommand } as unknown as PluginContext, {
      row: { name: 'Luna', owner: 2, tag: 3 },
      table: { id: 7, schema: 'public', name: 'pets' },
      primaryKey: { owner: 2, tag: 3 },
    });
    // The row by its primary key, not by a column that happens to come first.
    expect(executeCommand).toHaveBeenCalledWith('hello.greet', { name: 'row 2, 3 of public.pets' });
  });
});
