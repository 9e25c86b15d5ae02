import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@atrium/design-system';
import type { Grant } from '@atrium/common/permissions';
import { FeedbackContext, type Feedback } from '../host/feedback.js';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import { contribute, extensionPoints } from '../plugin-api/extension-points.js';
import { usePluginContext } from '../plugin-api/hooks.js';
import { defineCommand, definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import {
  matchesPaletteSearch,
  type PaletteDestination,
} from '../plugin-api/palette-destinations.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { CommandPalette } from './CommandPalette.js';
import { useCommands } from './use-commands.js';
import { useKeybindings } from './use-keybindings.js';

const greet = vi.fn();
const greetName = vi.fn();
const dropAll = vi.fn();
/** The searches the tables hook was asked, and by which plugin. */
const asked = vi.fn();

const TABLES: readonly PaletteDestination[] = [
  { label: 'orders', kind: 'Table', description: 'public', icon: 'table', href: '/t/orders' },
  { label: 'order_totals', kind: 'View', description: 'public', icon: 'view', href: '/t/totals' },
  { label: 'users', kind: 'Table', description: 'auth', icon: 'table', href: '/t/users' },
];

/** Holds the tables' list back until a test lets it through, as a slow API would. */
let listArrived: Promise<void> = Promise.resolve();

/** A destinations hook as a plugin writes one: one list, filtered as the user types. */
function useTestTables(search: string) {
  const { pluginId } = usePluginContext();
  asked(pluginId, search);
  const [list, setList] = useState<readonly PaletteDestination[]>();
  useEffect(() => void listArrived.then(() => setList(TABLES)), []);
  return useMemo(
    () => ({
      items: search && list ? list.filter((t) => matchesPaletteSearch(search, t.label)) : [],
      loading: !list,
    }),
    [search, list],
  );
}

const tools = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'tools',
  title: 'Tools',
  version: '1.0.0',
  routes: [
    {
      path: '/project/:ref/policies',
      title: 'Policies',
      load: async () => ({ default: () => null }),
    },
    {
      path: '/project/:ref/orders/:id',
      title: 'Order',
      load: async () => ({ default: () => null }),
    },
    {
      path: '/project/:ref/secrets',
      title: 'Secrets',
      permission: { action: 'sql:admin:write', resource: 'secrets', description: 'edit secrets' },
      load: async () => ({ default: () => null }),
    },
  ],
  navItems: [
    {
      id: 'editor',
      menu: 'project',
      section: 'Database',
      label: 'Table Editor',
      href: '/project/{ref}/editor',
    },
    {
      id: 'backups',
      menu: 'project',
      section: 'Database',
      label: 'Backups',
      href: '/project/{ref}/backups',
      when: { hosted: true },
    },
  ],
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
  contributions: [
    contribute(extensionPoints.paletteDestinations, {
      id: 'tables',
      data: { heading: 'Tables' },
      load: async () => ({ default: useTestTables }),
    }),
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

const everything: Grant[] = [{ action: '*', resource: '*' }];
const readOnly: Grant[] = [{ action: 'sql:admin:read', resource: '*' }];

function renderPalette(grants: readonly Grant[] = everything, installed = [tools]) {
  const location = memoryLocation({ path: '/project/acme', record: true });
  render(
    <ServicesProvider services={testServices(installed)}>
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
  return location;
}

async function openPalette() {
  await act(async () => {
    appState.commandPaletteOpen = true;
  });
  return screen.getByRole('dialog', { name: 'Command palette' });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

/** The palette's headings and, under each, its entries' names. */
function groups(palette: HTMLElement) {
  return within(palette)
    .queryAllByRole('group')
    .map((group) => ({
      heading: group.querySelector('header')?.textContent,
      entries: within(group).getAllByRole('menuitem').map(labelOf),
    }));
}

/** An entry's name: its label, without the second line, kind and shortcut. */
const labelOf = (item: HTMLElement) =>
  document.getElementById(item.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent;

afterEach(async () => {
  await act(async () => {
    appState.commandPaletteOpen = false;
  });
  vi.clearAllMocks();
});

describe('CommandPalette', () => {
  it('opens on screens and commands, each command with its keybinding', async () => {
    renderPalette();
    const palette = await openPalette();
    expect(groups(palette).map((g) => g.heading)).toEqual(['Screens', 'Commands']);
    const shortcut = (title: string) =>
      within(screen.getByRole('menuitem', { name: title })).getByText(
        (_, element) => element?.tagName === 'KBD',
      ).textContent;
    // jsdom is not a Mac: Mod reads as Ctrl.
    expect(shortcut('Open command palette')).toBe('Ctrl+K');
    expect(shortcut('Switch theme (system, light, dark)')).toBe('Ctrl+Shift+L');
    expect(shortcut('Say hello')).toBe('Ctrl+Shift+H');
    expect(shortcut('Drop every table')).toBe('Ctrl+Shift+D');
    expect(
      within(screen.getByRole('menuitem', { name: 'Say hello' })).getByText('Tools'),
    ).toBeTruthy();
  });

  it('lists the screens the user may open, in the project in view', async () => {
    renderPalette(readOnly);
    const palette = await openPalette();
    // Backups is hosted-only, Secrets needs a write grant, Order needs an id: none is offered.
    expect(groups(palette)[0]).toEqual({
      heading: 'Screens',
      entries: ['Table Editor', 'Policies'],
    });
    expect(
      within(screen.getByRole('menuitem', { name: 'Table Editor' })).getByText('Database'),
    ).toBeTruthy();
  });

  it('finds tables, screens and commands as the user types, under their headings', async () => {
    renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'order');
    // The Order screen needs an order's id, so only the tables match.
    await vi.waitFor(() =>
      expect(groups(palette)).toEqual([{ heading: 'Tables', entries: ['orders', 'order_totals'] }]),
    );
    const view = screen.getByRole('menuitem', { name: 'order_totals' });
    expect(within(view).getByText('View')).toBeTruthy();
    expect(within(view).getByText('public')).toBeTruthy();
    // The hook ran as its own plugin, with what was typed.
    expect(asked).toHaveBeenCalledWith('tools', 'order');

    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'poli');
    await vi.waitFor(() =>
      expect(groups(palette)).toEqual([{ heading: 'Screens', entries: ['Policies'] }]),
    );
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'hello');
    await vi.waitFor(() =>
      expect(groups(palette)).toEqual([{ heading: 'Commands', entries: ['Say hello'] }]),
    );
  });

  it('says No results when nothing matches', async () => {
    renderPalette();
    await openPalette();
    await userEvent.type(searchBox(), 'zzz');
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(groups(screen.getByRole('dialog'))).toEqual([]);
  });

  it('opens the highlighted table with Enter, and closes', async () => {
    const location = renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'users');
    await vi.waitFor(() => expect(groups(palette)[0]?.entries).toEqual(['users']));
    // Typing highlights the first match.
    await vi.waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'users' }).dataset.focused).toBe('true'),
    );
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/t/users');
    expect(appState.commandPaletteOpen).toBe(false);
  });

  it('says Searching… while a list is on its way, then shows its matches', async () => {
    let release = () => {};
    listArrived = new Promise((resolve) => (release = resolve));
    renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'users');
    expect(await within(palette).findByText('Searching…')).toBeTruthy();
    await act(async () => release());
    await vi.waitFor(() =>
      expect(groups(palette)).toEqual([{ heading: 'Tables', entries: ['users'] }]),
    );
    listArrived = Promise.resolve();
  });

  it('opens the first match with Enter when a correction left nothing highlighted', async () => {
    const location = renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'usersx');
    await userEvent.keyboard('{Backspace}');
    await vi.waitFor(() => expect(groups(palette)[0]?.entries).toEqual(['users']));
    // Deleting text takes the highlight away (react-aria, for screen readers).
    expect(screen.getByRole('menuitem', { name: 'users' }).dataset.focused).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/t/users');
  });

  it('moves with the arrow keys: Enter opens the entry moved to', async () => {
    const location = renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'order');
    await vi.waitFor(() => expect(within(palette).getAllByRole('menuitem')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'order_totals' }).dataset.focused).toBe('true'),
    );
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/t/totals');
  });

  it('opens a screen in the project in view', async () => {
    const location = renderPalette();
    await openPalette();
    await userEvent.type(searchBox(), 'table editor');
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/project/acme/editor');
  });

  it('closes with Escape without going anywhere', async () => {
    const location = renderPalette();
    await openPalette();
    await userEvent.type(searchBox(), 'users');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(appState.commandPaletteOpen).toBe(false));
    expect(location.history).toEqual(['/project/acme']);
  });

  it('leaves out a command whose permission the user lacks', async () => {
    renderPalette(readOnly);
    await openPalette();
    expect(screen.getByRole('menuitem', { name: 'Say hello' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Drop every table' })).toBeNull();
    await userEvent.type(searchBox(), 'drop');
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('does not run a command without its permission from its keybinding', async () => {
    renderPalette(readOnly);
    await userEvent.keyboard('{Control>}{Shift>}d{/Shift}{/Control}');
    await userEvent.keyboard('{Control>}{Shift>}h{/Shift}{/Control}');
    await vi.waitFor(() => expect(greet).toHaveBeenCalledTimes(1));
    expect(dropAll).not.toHaveBeenCalled();
  });

  it('runs a command the user may run, from the list', async () => {
    renderPalette();
    await openPalette();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Drop every table' }));
    await vi.waitFor(() => expect(dropAll).toHaveBeenCalledTimes(1));
    const context = dropAll.mock.calls[0]![0];
    expect(context).toMatchObject({ pluginId: 'tools', projectRef: 'acme' });
    // The palette runs a command without arguments; other plugins pass theirs.
    expect(dropAll.mock.calls[0]![1]).toBeUndefined();
    expect(Object.isFrozen(context)).toBe(true);
    expect(appState.commandPaletteOpen).toBe(false);
  });

  it('asks for a command’s declared argument in a prompt step, then runs it with the value', async () => {
    const asker = definePlugin({
      apiVersion: PLUGIN_API_VERSION,
      id: 'asker',
      title: 'Asker',
      version: '1.0.0',
      commands: [
        defineCommand({
          id: 'greet-name',
          title: 'Greet someone',
          argument: { name: 'name', label: 'Name to greet', placeholder: 'Ada' },
          run: async () => ({ default: greetName }),
        }),
      ],
    });
    renderPalette(everything, [tools, asker]);
    await openPalette();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Greet someone' }));
    // Not run yet: the palette stays open on its prompt, the field focused.
    const field = await screen.findByRole('textbox', { name: 'Greet someone: Name to greet' });
    expect(greetName).not.toHaveBeenCalled();
    expect(appState.commandPaletteOpen).toBe(true);
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'Ada{Enter}');
    await vi.waitFor(() => expect(greetName).toHaveBeenCalledTimes(1));
    expect(greetName.mock.calls[0]![1]).toEqual({ name: 'Ada' });
    expect(greetName.mock.calls[0]![0]).toMatchObject({ pluginId: 'asker' });
    expect(appState.commandPaletteOpen).toBe(false);
  });

  it('contains a destinations hook that throws: its plugin is reported, the rest still works', async () => {
    const faulty = definePlugin({
      apiVersion: PLUGIN_API_VERSION,
      id: 'faulty',
      title: 'Faulty',
      version: '1.0.0',
      contributions: [
        contribute(extensionPoints.paletteDestinations, {
          id: 'broken',
          data: { heading: 'Broken' },
          load: async () => ({
            default: () => {
              throw new Error('no destinations today');
            },
          }),
        }),
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    renderPalette(everything, [tools, faulty]);
    const palette = await openPalette();
    expect(await within(palette).findByText('The faulty plugin failed')).toBeTruthy();
    expect(appState.pluginFailures.map((f) => f.pluginId)).toContain('faulty');
    await userEvent.type(searchBox(), 'users');
    await vi.waitFor(() =>
      expect(groups(palette)).toEqual([{ heading: 'Tables', entries: ['users'] }]),
    );
  });

  it('has no accessibility violations, open and filtered', async () => {
    renderPalette();
    const palette = await openPalette();
    await userEvent.type(searchBox(), 'order');
    await vi.waitFor(() => expect(groups(palette).map((g) => g.heading)).toContain('Tables'));
    const results = await axe.run(palette, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
