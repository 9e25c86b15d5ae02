import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '@atrium/core/plugin-api';
import manifest from './manifest.js';
import { Sidebar } from './Sidebar.js';
import { NavHarness } from './test/harness.js';

/** A third-party plugin the nav knows nothing about. */
const hello = definePlugin({
  id: 'hello',
  title: 'Hello',
  version: '1.0.0',
  navItems: [
    {
      id: 'hello',
      menu: 'project',
      section: 'Examples',
      label: 'Hello',
      href: '/project/{ref}/hello',
      order: 1000,
    },
  ],
  load: async () => ({}),
});

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

const renderAt = (path: string) =>
  render(
    <NavHarness path={path} installed={[manifest, hello]}>
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

  it('shows the account menu outside projects, without hosted-only items', () => {
    stubApi([]);
    renderAt('/projects');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['All projects']);
  });

  it('shows the organization menu on organization pages', () => {
    stubApi([]);
    renderAt('/org/acme/billing');
    const org = screen.getByRole('list', { name: 'Organization' });
    expect(within(org).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/org/acme/billing',
    );
  });
});
