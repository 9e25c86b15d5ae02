import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { App } from './App.js';

const Working = () => <p>working screen</p>;

/** A plugin whose screen cannot be fetched, as when its chunk fails to import. */
const unreachable = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'unreachable',
  title: 'Unreachable',
  version: '1.0.0',
  routes: [
    {
      path: '/project/:ref/unreachable',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
  ],
});

const working = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'working',
  title: 'Working',
  version: '1.0.0',
  routes: [{ path: '/project/:ref/working', load: async () => ({ default: Working }) }],
  commands: [{ id: 'noop', title: 'Do nothing', run: async () => ({ default() {} }) }],
});

const brokenScreen = vi.fn();

/** A third-party manifest that does not validate: it must not take the app down. */
const brokenPackage = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'broken',
  title: 'Broken package',
  version: 'latest',
  routes: [{ path: '/project/:ref/broken', load: brokenScreen }],
});

/** A valid third-party plugin with one card whose data does not match `project.home@1`. */
const mismatched = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'mismatched',
  title: 'Mismatched',
  version: '1.0.0',
  contributions: [{ point: 'project.home@1', id: 'card', data: { heading: 'No title' } }],
});

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const installed = [unreachable, working, brokenPackage, mismatched];
  // As the build marks them: the broken one comes from a third-party package.
  render(<App services={testServices(installed, undefined, {}, [unreachable, working])} />);
}

const visit = (path: string) => act(async () => navigate(path));

beforeEach(() => {
  // The shell asks the API for the user's grants; answer as the local user gets them.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ grants: [{ action: '*', resource: '*' }] })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  appState.pluginFailures.splice(0);
});

describe('App with a plugin that fails to load', () => {
  it('shows the plugin error panel in its route and keeps the rest of the shell working', async () => {
    renderApp('/project/default/unreachable');
    expect(await screen.findByText('The unreachable plugin failed')).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    // The frame around it still works: its links, and another plugin's screen.
    expect(screen.getByRole('link', { name: 'Atrium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Search/ })).toBeTruthy();
    await visit('/project/default/working');
    expect(await screen.findByText('working screen')).toBeTruthy();
  });

  it('lists the plugin with its error on /admin/plugins', async () => {
    renderApp('/project/default/unreachable');
    await screen.findByText('The unreachable plugin failed');
    await visit('/admin/plugins');
    const failures = await screen.findByRole('region', { name: 'Failures' });
    const failure = within(failures).getByRole('listitem');
    expect(within(failure).getByText('unreachable')).toBeTruthy();
    expect(within(failure).getByText(/\/project\/:ref\/unreachable/)).toBeTruthy();
    expect(within(failure).getByText('Failed to fetch dynamically imported module')).toBeTruthy();
  });

  it('leaves out an invalid third-party manifest and reports it on /admin/plugins', async () => {
    renderApp('/admin/plugins');
    const off = await screen.findByRole('region', { name: 'Off' });
    const item = within(off).getByRole('listitem');
    expect(within(item).getByText('Invalid')).toBeTruthy();
    expect(within(item).getByText('Broken package')).toBeTruthy();
    expect(
      within(item).getByText(
        'broken · Left out: Plugin "broken" has an invalid manifest: version must be a semantic version',
      ),
    ).toBeTruthy();
    const on = screen.getByRole('region', { name: 'On' });
    expect(
      within(on)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Unreachable'),
      expect.stringContaining('Working'),
      expect.stringContaining('Mismatched'),
    ]);
    expect(brokenScreen).not.toHaveBeenCalled();
  });

  it('leaves out a third-party contribution whose data does not match its point, and lists it', async () => {
    renderApp('/admin/plugins');
    const leftOut = await screen.findByRole('region', { name: 'Left out' });
    const item = within(leftOut).getByRole('listitem');
    expect(within(item).getByText('mismatched/card')).toBeTruthy();
    expect(item.textContent).toContain(
      'Contribution "mismatched/card" does not match project.home@1: title:',
    );
  });
});
