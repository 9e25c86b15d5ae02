import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@atrium/core/plugin-api';
import { stubPgMeta } from '@atrium/core/testing';
import type { Snippet } from '../data/content-api.js';
import { SqlHarness, stubSnippets } from '../test/harness.js';
import { SqlTabs } from './SqlTabs.js';

const ME = '00000000-0000-4000-8000-000000000001';
const KEPT = `atrium:p1:sql:tabs:${ME}`;

const aSnippet = (id: string, name: string): Snippet => ({
  id,
  name,
  description: '',
  type: 'sql',
  visibility: 'user',
  owner_id: ME,
  project_id: 1,
  content: { sql: 'select 1', favorite: false },
  version: 1,
  inserted_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const snippets = [aSnippet('a', 'Orders'), aSnippet('b', 'Customers'), aSnippet('c', 'Invoices')];

beforeEach(() => {
  localStorage.clear();
  stubPgMeta({});
  stubSnippets(ME, snippets);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tab bar over a stand-in editor that names the snippet of the URL. */
function renderTabs() {
  render(
    <SqlHarness>
      <Route path="/project/:ref/sql/:id">
        {(params) => (
          <SqlTabs openId={params.id} editorKey={`${params.id}#1`}>
            <p>{`Editing ${params.id}`}</p>
          </SqlTabs>
        )}
      </Route>
    </SqlHarness>,
  );
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Open queries' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.replace('×', ''));
const kept = () => JSON.parse(localStorage.getItem(KEPT) ?? 'null') as unknown;

describe('SqlTabs', () => {
  it('restores the kept tabs, adds the open query, and switches on click and with the arrow keys', async () => {
    localStorage.setItem(KEPT, JSON.stringify(['a', 'b']));
    renderTabs();
    await screen.findByRole('tab', { name: 'Orders' });
    expect(tabNames()).toEqual(['Orders', 'Customers', 'New query']);
    expect(screen.getByRole('tab', { name: 'New query' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(kept()).toEqual(['a', 'b', 'new']);

    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('Editing a')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Editing b')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('Editing b')).toBeTruthy();
  });

  it('closes the open tab for its neighbour, another with a middle click, and the last for a new query', async () => {
    localStorage.setItem(KEPT, JSON.stringify(['a', 'b', 'c']));
    renderTabs();
    await userEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    await screen.findByText('Editing b');

    await userEvent.click(screen.getByRole('button', { name: 'Close tab' }));
    expect(await screen.findByText('Editing c')).toBeTruthy();
    expect(tabNames()).toEqual(['Orders', 'Invoices', 'New query']);

    fireEvent(
      screen.getByRole('tab', { name: 'New query' }),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(tabNames()).toEqual(['Orders', 'Invoices']);
    expect(kept()).toEqual(['a', 'c']);
    expect(screen.getByText('Editing c')).toBeTruthy();

    screen.getByRole('tab', { name: 'Orders' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(tabNames()).toEqual(['Invoices']);
    await userEvent.click(screen.getByRole('button', { name: 'Close tab' }));
    expect(await screen.findByText('Editing new')).toBeTruthy();
    expect(tabNames()).toEqual(['New query']);
  });

  it("closes with a tab's close mark, and drops the tab of a snippet that is gone", async () => {
    localStorage.setItem(KEPT, JSON.stringify(['a', 'deleted', 'b']));
    renderTabs();
    await screen.findByRole('tab', { name: 'Orders' });
    await vi.waitFor(() => expect(tabNames()).toEqual(['Orders', 'Customers', 'New query']));
    expect(kept()).toEqual(['a', 'b', 'new']);

    const customers = screen.getByRole('tab', { name: 'Customers' });
    await userEvent.click(customers.querySelector('[aria-hidden]')!);
    expect(tabNames()).toEqual(['Orders', 'New query']);
    // The open tab stayed open: the close mark never selected the tab it closed.
    expect(screen.getByText('Editing new')).toBeTruthy();
  });
});
