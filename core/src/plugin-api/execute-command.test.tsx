import { render } from '@testing-library/react';
import type { Grant } from '@atrium/common/permissions';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PluginTestHarness } from '../testing/PluginTestHarness.js';
import { appState } from '../state/app-state.js';
import type { PluginContext } from './context.js';
import { usePluginContext } from './hooks.js';
import { definePlugin, PLUGIN_API_VERSION } from './manifest.js';

const open = vi.fn();
const drop = vi.fn();
const fail = vi.fn(() => {
  throw new Error('no such table');
});

const sql = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'sql',
  title: 'SQL',
  version: '1.0.0',
  commands: [
    { id: 'open-table', title: 'Open table', run: async () => ({ default: open }) },
    {
      id: 'drop',
      title: 'Drop',
      permission: { action: 'sql:admin:write', resource: 'tables' },
      run: async () => ({ default: drop }),
    },
    { id: 'fail', title: 'Fail', run: async () => ({ default: fail }) },
  ],
});

/** The context of another plugin's component, as it would call `executeCommand`. */
function contextOf(
  pluginId: string,
  grants: readonly Grant[] = [{ action: '*', resource: '*' }],
): PluginContext {
  let context: PluginContext | undefined;
  const Capture = () => {
    context = usePluginContext();
    return null;
  };
  render(
    <PluginTestHarness pluginId={pluginId} installed={[sql]} grants={grants} path="/project/p1">
      <Capture />
    </PluginTestHarness>,
  );
  return context!;
}

afterEach(() => {
  vi.clearAllMocks();
  appState.pluginFailures.splice(0);
});

describe('executeCommand() of the plugin context', () => {
  it('runs another plugin’s command with arguments, as that plugin', async () => {
    await contextOf('data-grid').executeCommand('sql.open-table', { table: 'pets' });
    expect(open).toHaveBeenCalledTimes(1);
    const [context, args] = open.mock.calls[0]!;
    expect(args).toEqual({ table: 'pets' });
    expect(context).toMatchObject({ pluginId: 'sql', projectRef: 'p1' });
  });

  it('rejects a command no plugin that is on has', async () => {
    await expect(contextOf('data-grid').executeCommand('sql.nothing')).rejects.toThrow(
      'No plugin that is on has a command "sql.nothing"',
    );
  });

  it('holds the command’s permission whoever asks', async () => {
    const readOnly: Grant[] = [{ action: 'sql:admin:read', resource: '*' }];
    await expect(contextOf('data-grid', readOnly).executeCommand('sql.drop')).rejects.toThrow(
      'You do not have permission to run "Drop"',
    );
    expect(drop).not.toHaveBeenCalled();
  });

  it('passes a failure on to the caller and lists it against the command’s plugin', async () => {
    await expect(contextOf('data-grid').executeCommand('sql.fail')).rejects.toThrow(
      'no such table',
    );
    expect(appState.pluginFailures).toContainEqual(
      expect.objectContaining({ pluginId: 'sql', where: 'command sql.fail' }),
    );
  });
});

describe('pluginApi() of the plugin context', () => {
  // Only its type is used: the route type a plugin's `./server` exports.
  const _routes = new Hono().get('/greeting', (c) => c.json({ message: 'hi' }));

  it('gives a handler a typed client for its own plugin’s server routes', async () => {
    await contextOf('data-grid').executeCommand('sql.open-table');
    const [context] = open.mock.calls[0]! as [PluginContext];
    // The command runs as `sql`, so its client addresses sql's server part, not the caller's.
    const url = context.pluginApi<typeof _routes>().greeting.$url();
    expect(url.pathname).toBe('/api/plugins/sql/greeting');
  });
});
