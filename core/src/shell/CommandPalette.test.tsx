import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@atrium/design-system';
import type { Grant } from '@atrium/common/permissions';
import { FeedbackContext, type Feedback } from '../host/feedback.js';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { CommandPalette } from './CommandPalette.js';
import { useCommands } from './use-commands.js';
import { useKeybindings } from './use-keybindings.js';

const greet = vi.fn();
const dropAll = vi.fn();

const tools = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'tools',
  title: 'Tools',
  version: '1.0.0',
  commands: [
    {
      id: 'greet',
      title: 'Say hello',
      keybinding: 'Mod+Shift+H',
      run: async () => ({ default: greet }),
    },
    {
      id: 'drop-all',
      title: 'Drop every table',
      keybinding: 'Mod+Shift+D',
      permission: { action: 'sql:admin:write', resource: 'tables' },
      run: async () => ({ default: dropAll }),
    },
  ],
});

const feedback: Feedback = {
  notify: () => ({ update() {}, dismiss() {} }),
  toast: { success() {}, error() {}, info() {} },
  confirm: async () => false,
};

/** What the shell mounts for the palette: its commands, their keybindings, and the dialog. */
function Palette() {
  const open = useCallback(() => (appState.commandPaletteOpen = true), []);
  const commands = useCommands(open);
  useKeybindings(commands);
  return <CommandPalette commands={commands} />;
}

function renderPalette(grants: readonly Grant[]) {
  const location = memoryLocation({ path: '/project/default' });
  render(
    <ServicesProvider services={testServices([tools])}>
      <ThemeProvider>
        <PermissionsProvider grants={grants}>
          <FeedbackContext.Provider value={feedback}>
            <Router hook={location.hook}>
              <Palette />
            </Router>
          </FeedbackContext.Provider>
        </PermissionsProvider>
      </ThemeProvider>
    </ServicesProvider>,
  );
}

async function openPalette() {
  await act(async () => {
    appState.commandPaletteOpen = true;
  });
  return screen.getByRole('dialog', { name: 'Command palette' });
}

const readOnly: Grant[] = [{ action: 'sql:admin:read', resource: '*' }];

afterEach(async () => {
  await act(async () => {
    appState.commandPaletteOpen = false;
  });
  vi.clearAllMocks();
});

describe('CommandPalette', () => {
  it('lists core and plugin commands, each with its keybinding', async () => {
    renderPalette([{ action: '*', resource: '*' }]);
    const palette = await openPalette();
    const shortcut = (title: string) =>
      within(screen.getByRole('menuitem', { name: new RegExp(title) })).getByText(
        (_, element) => element?.tagName === 'KBD',
      ).textContent;
    // jsdom is not a Mac: Mod reads as Ctrl.
    expect(shortcut('Search commands')).toBe('Ctrl+K');
    expect(shortcut('Switch theme')).toBe('Ctrl+Shift+L');
    expect(shortcut('Say hello')).toBe('Ctrl+Shift+H');
    expect(shortcut('Drop every table')).toBe('Ctrl+Shift+D');
    expect(
      within(palette)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('Say helloToolsCtrl+Shift+H');
  });

  it('leaves out a command whose permission the user lacks', async () => {
    renderPalette(readOnly);
    await openPalette();
    expect(screen.getByRole('menuitem', { name: /Say hello/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Drop every table/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search commands' }), 'drop');
    expect(screen.getByText('No matching commands')).toBeTruthy();
  });

  it('does not run a command without its permission from its keybinding', async () => {
    renderPalette(readOnly);
    await userEvent.keyboard('{Control>}{Shift>}d{/Shift}{/Control}');
    await userEvent.keyboard('{Control>}{Shift>}h{/Shift}{/Control}');
    await vi.waitFor(() => expect(greet).toHaveBeenCalledTimes(1));
    expect(dropAll).not.toHaveBeenCalled();
  });

  it('runs a command the user may run, from the list', async () => {
    renderPalette([{ action: '*', resource: '*' }]);
    await openPalette();
    await userEvent.click(screen.getByRole('menuitem', { name: /Drop every table/ }));
    await vi.waitFor(() => expect(dropAll).toHaveBeenCalledTimes(1));
    const context = dropAll.mock.calls[0]![0];
    expect(context).toMatchObject({ pluginId: 'tools', projectRef: 'default' });
    // The palette runs a command without arguments; other plugins pass theirs.
    expect(dropAll.mock.calls[0]![1]).toBeUndefined();
    expect(Object.isFrozen(context)).toBe(true);
    expect(appState.commandPaletteOpen).toBe(false);
  });
});
