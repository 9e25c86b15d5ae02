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

/** The API as the sidebar sees it: the project list and the extensions query. */
function stubApi(extensions: string[], status = 'ACTIVE_HEALTHY') {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const ref = /\/platform\/pg-meta\/([^/]+)\/query$/.exec(url.pathname)?.[1];
    if (ref) {
      const body: unknown = JSON.parse(String(init?.body ?? (await (input as Request).text())));
      expect(body).toEqual({ query: 'select extname from pg_extension' });
      return Response.json(extensions.map((extname) => ({ extname })));
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

  it('shows the account menu outside projects: the projects page', () => {
    stubApi([]);
    renderAt('/projects');
    const link = screen.getByRole('link', { name: 'All projects' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'All projects',
      'Preferences',
      'Access Tokens',
      'Security',
      'Audit Logs',
    ]);
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows no project links when only nav is on', () => {
    stubApi([]);
    renderAt('/project/hello/database/tables', [manifest]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });
});
