import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Route } from '@atrium/core/plugin-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible, PluginTestHarness, recordingFeedback } from '@atrium/core/testing';
import type { HistoryRun } from '../data/history-queries.js';
import manifest from '../manifest.js';
import { HistoryPage } from './HistoryPage.js';

const run = (fields: Partial<HistoryRun>): HistoryRun => ({
  id: '1',
  sql: 'select * from orders',
  ran_at: '2026-11-27T08:15:42Z',
  duration_ms: 12,
  status: 'ok',
  error: null,
  row_count: 3,
  ...fields,
});

const RUNS = [
  run({
    id: '2',
    sql: 'select * from missing',
    status: 'error',
    error: 'relation "missing" does not exist',
    row_count: null,
  }),
  run({ id: '1' }),
];

/** The history route on loopback: answers `RUNS` whose text holds the search; records requests. */
function stubHistory() {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
      if (url.pathname !== '/platform/projects/p1/sql-history')
        return new Response(null, { status: 404 });
      if (request.method === 'DELETE') return Response.json({ deleted: 1 });
      const search = url.searchParams.get('search') ?? '';
      return Response.json({ runs: RUNS.filter((r) => r.sql.includes(search)), has_more: false });
    }),
  );
  return requests;
}

function renderPage() {
  const feedback = recordingFeedback();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness
        pluginId="sql"
        path="/project/p1/sql/history"
        installed={[manifest]}
        feedback={feedback}
      >
        <Route path="/project/:ref/sql/history">
          <HistoryPage />
        </Route>
        <Route path="/project/p1/sql/new">
          <p>The new snippet</p>
        </Route>
      </PluginTestHarness>
    </SWRConfig>,
  );
  return feedback;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('HistoryPage', () => {
  it('lists the runs newest first, with how each ended', async () => {
    stubHistory();
    renderPage();
    const list = await screen.findByRole('list', { name: 'SQL history' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Failed')).toBeTruthy();
    expect(within(entries[0]!).getByText('relation "missing" does not exist')).toBeTruthy();
    expect(within(entries[1]!).getByText('Succeeded')).toBeTruthy();
    expect(within(entries[1]!).getByText('3 rows')).toBeTruthy();
    await expectAccessible(document.body);
  });

  it('searches the history by the text typed', async () => {
    const requests = stubHistory();
    renderPage();
    await screen.findByRole('list', { name: 'SQL history' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search your history' }),
      'missing{Enter}',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'SQL history' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(requests.at(-1)!.url.searchParams.get('search')).toBe('missing');
  });

  it('opens a run in the editor as the new snippet’s draft', async () => {
    stubHistory();
    renderPage();
    const list = await screen.findByRole('list', { name: 'SQL history' });
    const [, older] = within(list).getAllByRole('listitem');
    await userEvent.click(within(older!).getByRole('button', { name: 'Open in editor' }));
    expect(await screen.findByText('The new snippet')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('atrium:p1:sql:draft:new')!)).toBe(
      'select * from orders',
    );
  });

  it('asks before replacing unsaved text of the new snippet', async () => {
    stubHistory();
    localStorage.setItem('atrium:p1:sql:draft:new', JSON.stringify('select 42'));
    const feedback = renderPage();
    feedback.confirm.mockResolvedValueOnce(false);
    const list = await screen.findByRole('list', { name: 'SQL history' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Open in editor' })[1]!);
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('atrium:p1:sql:draft:new')!)).toBe('select 42');
    expect(screen.queryByText('The new snippet')).toBeNull();
  });

  it('deletes a run from the history', async () => {
    const requests = stubHistory();
    const feedback = renderPage();
    const list = await screen.findByRole('list', { name: 'SQL history' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(feedback.shownTitles()).toContain('Deleted from history'));
    expect(requests.find((r) => r.method === 'DELETE')!.body).toEqual({ ids: ['2'] });
  });
});
