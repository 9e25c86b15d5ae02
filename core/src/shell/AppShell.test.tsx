import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { useShellState } from '../plugin-api/use-shell-state.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { App } from './App.js';
import { NARROW_SCREEN_QUERY, NAV_COLLAPSED_KEY } from './use-nav-rail.js';

/** A navigation that shows what it is told by the shell state, as the nav plugin's sidebar does. */
function TellingSidebar() {
  const { navCollapsed } = useShellState();
  return <p>{navCollapsed ? 'icon rail' : 'full menu'}</p>;
}

const navigation = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'sidebar',
  title: 'Sidebar',
  version: '1.0.0',
  contributions: [
    {
      point: 'shell.navigation@1',
      id: 'sidebar',
      data: { label: 'Main' },
      load: async () => ({ default: TellingSidebar }),
    },
  ],
});

const STORED = `atrium:global:core:${NAV_COLLAPSED_KEY}`;

const renderApp = () => {
  // A core page that asks the API for nothing but the grants.
  window.history.replaceState(null, '', '/support/new');
  render(<App services={testServices([navigation])} />);
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ grants: [{ action: '*', resource: '*' }] })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => void (appState.navCollapsed = false));
});

describe('AppShell navigation switch', () => {
  it('collapses the navigation to its rail and brings the full menu back', async () => {
    renderApp();
    expect(await screen.findByText('full menu')).toBeTruthy();
    const collapse = screen.getByRole('button', { name: 'Collapse navigation' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(collapse.getAttribute('aria-controls')).toBe(nav.id);

    await userEvent.click(collapse);
    expect(await screen.findByText('icon rail')).toBeTruthy();
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(expand);
    expect(await screen.findByText('full menu')).toBeTruthy();
    expect(localStorage.getItem(STORED)).toBe('false');
  });

  it('remembers the choice: the next start opens collapsed', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    expect(localStorage.getItem(STORED)).toBe('true');
    cleanup();
    act(() => void (appState.navCollapsed = false));

    renderApp();
    expect(await screen.findByText('icon rail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeTruthy();
  });

  it('starts as the rail below 1200 px, and expanding it there is not stored (issue 21, item 17)', async () => {
    const listeners = new Set<() => void>();
    let narrow = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_SCREEN_QUERY && narrow,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    renderApp();
    expect(await screen.findByText('icon rail')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(await screen.findByText('full menu')).toBeTruthy();
    expect(localStorage.getItem(STORED)).toBeNull();
    // Wide again: the stored choice (none, so the full menu) holds; narrow again: the rail.
    act(() => {
      narrow = false;
      listeners.forEach((changed) => changed());
    });
    expect(await screen.findByText('full menu')).toBeTruthy();
    act(() => {
      narrow = true;
      listeners.forEach((changed) => changed());
    });
    expect(await screen.findByText('icon rail')).toBeTruthy();
  });

  it('is reachable with the keyboard and toggles with Enter', async () => {
    renderApp();
    await screen.findByText('full menu');
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Collapse navigation' }),
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('icon rail')).toBeTruthy();
  });
});
