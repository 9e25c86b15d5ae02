import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Snippet } from '../data/content-api.js';
import { SqlHarness } from '../test/harness.js';
import { NO_SAVE_NOTICE, SnippetSidebar } from './SnippetSidebar.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const aSnippet = (
  id: string,
  name: string,
  change: { visibility?: 'user' | 'project'; owner?: string; favorite?: boolean; sql?: string },
): Snippet => ({
  id,
  name,
  description: '',
  type: 'sql',
  visibility: change.visibility ?? 'user',
  owner_id: change.owner ?? ME,
  project_id: 1,
  content: { sql: change.sql ?? 'select 1', favorite: change.favorite ?? false },
  version: 1,
  inserted_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const LONG_SQL = 'select id, name, email from public.customers where id = 1';
const snippets = [
  aSnippet('a', 'Mine', { sql: LONG_SQL }),
  aSnippet('b', 'Team report', { visibility: 'project', owner: OTHER, favorite: true }),
  aSnippet('c', 'Also mine', {}),
];

/** The content API and the signed-in user, answered from memory; every request recorded. */
function stubContent(list: readonly Snippet[] = snippets) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
      if (url.pathname === '/auth/v1/user') return Response.json({ id: ME, email: 'me@x.test' });
      if (url.pathname === '/api/ai/sql/p1/title') {
        return Response.json({ title: 'Top customers', description: 'Reads customers.' });
      }
      if (request.method === 'GET') return Response.json({ data: list });
      if (request.method === 'DELETE')
        return Response.json({
          data: url.searchParams
            .get('ids')!
            .split(',')
            .map((id) => ({ id })),
        });
      return Response.json(snippets[0]);
    }),
  );
  return requests;
}

describe('SnippetSidebar', () => {
  it('lists favorites, the project and personal snippets, and previews 43 characters on hover', async () => {
    stubContent();
    render(
      <SqlHarness>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    const favorites = await screen.findByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByRole('link', { name: 'Team report' })).toBeTruthy();
    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).getByRole('link', { name: 'Team report' })).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal' });
    expect(
      within(personal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mine', 'Also mine']);
    // A real mouse moves before it enters; react-aria only hover-opens for pointer users.
    await userEvent.hover(document.body);
    await userEvent.hover(within(personal).getByRole('link', { name: 'Mine' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(`${LONG_SQL.slice(0, 43)}…`);
    // Another member's snippet cannot be selected for deletion.
    expect(screen.queryByRole('checkbox', { name: 'Select Team report' })).toBeNull();
  });

  it('refuses a blank name, then renames', async () => {
    const requests = stubContent();
    render(
      <SqlHarness>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    const personal = await screen.findByRole('region', { name: 'Personal' });
    await userEvent.click(within(personal).getByRole('button', { name: 'Actions for Mine' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename query' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Please enter a query name')).toBeTruthy();
    await userEvent.type(field, 'Customers');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Customers' }),
    );
    expect(requests.find((r) => r.method === 'PATCH')?.url.pathname).toBe(
      '/platform/projects/p1/content/a',
    );
  });

  it('deletes the selected snippets in one request', async () => {
    const requests = stubContent();
    render(
      <SqlHarness>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Mine' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Also mine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 queries' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.url.searchParams.get('ids')).toBe('a,c'),
    );
  });

  it('says that queries will not be saved without the permission, and offers no actions', async () => {
    stubContent();
    render(
      <SqlHarness grants={[{ action: 'platform:read', resource: '*' }]}>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    expect(await screen.findByText(NO_SAVE_NOTICE)).toBeTruthy();
    await screen.findByRole('region', { name: 'Personal' });
    expect(screen.queryByRole('button', { name: 'Actions for Mine' })).toBeNull();
  });

  it('fills the rename with the suggested title and description, which the user may edit', async () => {
    const requests = stubContent();
    render(
      <SqlHarness>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    const personal = await screen.findByRole('region', { name: 'Personal' });
    await userEvent.click(within(personal).getByRole('button', { name: 'Actions for Mine' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename query' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Top customers'));
    expect(requests.find((r) => r.url.pathname === '/api/ai/sql/p1/title')?.body).toEqual({
      sql: LONG_SQL,
    });
    await userEvent.type(name, ' by spend');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Top customers by spend',
        description: 'Reads customers.',
      }),
    );
  });

  it("offers the suggestion at once for a snippet still named 'Untitled query'", async () => {
    stubContent([aSnippet('u', 'Untitled query', { sql: 'select * from customers' })]);
    render(
      <SqlHarness>
        <SnippetSidebar openId="new" />
      </SqlHarness>,
    );
    const personal = await screen.findByRole('region', { name: 'Personal' });
    await userEvent.click(
      within(personal).getByRole('button', { name: 'Actions for Untitled query' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename query' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Top customers'));
    expect(
      (screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value,
    ).toBe('Reads customers.');
  });
});
