import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifest from './manifest.js';
import { Sidebar } from './Sidebar.js';
import { NavHarness } from './test/harness.js';
import { hello, pluginWithItems } from './test/plugin.js';

/** A plugin with database pages, one of them only where pg_net is installed. */
const database = pluginWithItems('database', [
  {
    id: 'tables',
    menu: 'project',
    section: 'Database',
    label: 'Tables',
    href: '/project/{ref}/database/tables',
    order: 105,
  },
  {
    id: 'hooks',
    menu: 'project',
    section: 'Database',
    label: 'Webhooks',
    href: '/project/{ref}/database/hooks',
    order: 175,
    when: { extension: 'pg_net' },
  },
]);

/** The API as the sidebar sees it: the project list and the project's extensions. */
function stubApi(extensions: string[], status = 'ACTIVE_HEALTHY') {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (method === 'GET' && /^\/platform\/pg-meta\/[^/]+\/extensions$/.test(url.pathname)) {
      // Every available extension; only those with an installed version are installed.
      return Response.json(
        [...extensions, 'postgis'].map((name) => ({
          name,
          schema: extensions.includes(name) ? 'public' : null,
          default_version: '1.0',
          installed_version: extensions.includes(name) ? '1.0' : null,
          comment: null,
        })),
      );
    }
    if (url.pathname === '/platform/projects') {
      return Response.json(
        ['pg-net', 'no-pg-net', 'hello'].map((r) => ({
          ref: r,
          name: r,
          status,
          organization_slug: 'acme',
        })),
      );
    }
    return Response.json({ error: { message: 'not found', code: 'not_found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string, installed = [manifest, hello, database]) =>
  render(
    <NavHarness path={path} installed={installed}>
      <Sidebar />
    </NavHarness>,
  );

describe('Sidebar', () => {
  it('shows Webhooks once pg_net is found, with a skeleton meanwhile', async () => {
    stubApi(['plpgsql', 'pg_net']);
    renderAt('/project/pg-net/database/tables');
    const database = screen.getByRole('list', { name: 'Database' });
    expect(within(database).getByText('Loading Webhooks')).toBeTruthy();
    expect(await within(database).findByRole('link', { name: 'Webhooks' })).toHaveProperty(
      'pathname',
      '/project/pg-net/database/hooks',
    );
    const current = screen.getByRole('link', { name: 'Tables' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('leaves Webhooks out without pg_net', async () => {
    const fetch = stubApi(['plpgsql']);
    renderAt('/project/no-pg-net/sql/new');
    await vi.waitFor(() => expect(screen.queryByText('Loading Webhooks')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(fetch).toHaveBeenCalled();
  });

  it('renders items other plugins contribute, in their own section', () => {
    stubApi([]);
    renderAt('/project/hello/hello');
    const examples = screen.getByRole('list', { name: 'Examples' });
    const link = within(examples).getByRole('link', { name: 'Hello' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows the account menu outside projects: the projects page and the plugins page', () => {
    stubApi([]);
    renderAt('/projects');
    const projects = screen.getByRole('link', { name: 'All projects' });
    const plugins = screen.getByRole('link', { name: 'Plugins' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'All projects',
      'Preferences',
      'Access Tokens',
      'Security',
      'Audit Logs',
      'Plugins',
    ]);
    expect(projects.getAttribute('aria-current')).toBe('page');
    expect(plugins.getAttribute('aria-current')).toBeNull();
  });

  it('marks the plugins page current on /admin/plugins, and nothing else', () => {
    stubApi([]);
    renderAt('/admin/plugins');
    const current = document.querySelectorAll('[aria-current]');
    expect([...current]).toEqual([screen.getByRole('link', { name: 'Plugins' })]);
  });

  it('shows only core’s pages when only nav is on', () => {
    stubApi([]);
    renderAt('/project/hello/database/tables', [manifest]);
    const overview = screen.getByRole('link', { name: 'Overview' });
    const api = screen.getByRole('link', { name: 'API' });
    expect(screen.getAllByRole('link')).toEqual([overview, api]);
    expect(api).toHaveProperty('pathname', '/project/hello/settings/api');
    expect(overview).toHaveProperty('pathname', '/project/hello');
    // The overview is current where nothing matches better: it says the user is in the project.
    expect(overview.getAttribute('aria-current')).toBe('page');
  });

  it('marks the section holding the current page, and one link only', () => {
    stubApi([]);
    renderAt('/project/hello/hello');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Examples' }).hasAttribute('data-current')).toBe(
      true,
    );
    expect(screen.getByRole('heading', { name: 'Project' }).hasAttribute('data-current')).toBe(
      false,
    );
  });
});
