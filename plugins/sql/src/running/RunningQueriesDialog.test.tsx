import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, recordingFeedback, stubPgMeta, type PgMetaStub } from '@atrium/core/testing';
import { SqlHarness } from '../test/harness.js';
import { RunningQueriesDialog } from './RunningQueriesDialog.js';

afterEach(() => vi.unstubAllGlobals());

const sleeping = { pid: 4242, query: 'select pg_sleep(60)', query_start: '2026-11-27T08:15:42Z' };

function renderDialog(routes: PgMetaStub, confirmed = true) {
  const requests = stubPgMeta(routes).requests;
  const feedback = recordingFeedback({ confirmed });
  render(
    <SqlHarness feedback={feedback}>
      <RunningQueriesDialog isOpen onOpenChange={() => undefined} />
    </SqlHarness>,
  );
  return { requests, feedback, dialog: screen.getByRole('dialog') };
}

describe('RunningQueriesDialog', () => {
  it('lists each running query with its SQL, pid and start time, titled for the primary database', async () => {
    const { dialog } = renderDialog({ 'GET /queries/ongoing': () => [sleeping] });
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Running queries on primary database',
    );
    expect(await within(dialog).findByText('There is 1 query currently running')).toBeTruthy();
    expect(within(dialog).getByText('select pg_sleep(60)')).toBeTruthy();
    expect(within(dialog).getByText('PID: 4242')).toBeTruthy();
    expect(
      within(dialog).getByText(/^Started: \d{2} Nov 2026 \d{2}:\d{2} \([+-]\d{4}\)$/),
    ).toBeTruthy();
  });

  it('says when nothing runs, and refreshes on demand', async () => {
    let running: (typeof sleeping)[] = [];
    const { dialog, requests } = renderDialog({ 'GET /queries/ongoing': () => running });
    expect(
      await within(dialog).findByText('No queries are currently running on the primary database'),
    ).toBeTruthy();
    expect(within(dialog).getByText('There are 0 queries currently running')).toBeTruthy();
    running = [sleeping, { ...sleeping, pid: 4243 }];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('There are 2 queries currently running')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/queries/ongoing')).toHaveLength(2);
  });

  it('aborts a query once confirmed, with the success toast, and reads the list again', async () => {
    let running = [sleeping];
    const { dialog, requests, feedback } = renderDialog({
      'GET /queries/ongoing': () => running,
      'POST /queries/:pid/terminate': ({ params }) => {
        running = [];
        return { pid: Number(params.pid), terminated: true };
      },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Abort query' }));
    expect(feedback.confirm).toHaveBeenCalledWith({
      title: 'Confirm to abort this query? (ID: 4242)',
      message: 'This will force the query to stop running.',
      confirmLabel: 'Abort query',
      critical: true,
    });
    await waitFor(() =>
      expect(feedback.shownTitles()).toContain('Successfully aborted query (ID: 4242)'),
    );
    expect(requests.some((r) => r.path === '/queries/4242/terminate')).toBe(true);
    expect(
      await within(dialog).findByText('No queries are currently running on the primary database'),
    ).toBeTruthy();
  });

  it('aborts nothing when the confirmation is declined', async () => {
    const declined = renderDialog({ 'GET /queries/ongoing': () => [sleeping] }, false);
    await userEvent.click(
      await within(declined.dialog).findByRole('button', { name: 'Abort query' }),
    );
    expect(declined.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('tells the user when an abort fails', async () => {
    const { dialog, feedback } = renderDialog({
      'GET /queries/ongoing': () => [sleeping],
      'POST /queries/:pid/terminate': () => apiError(404, 'No backend with pid 4242', 'not_found'),
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Abort query' }));
    await waitFor(() =>
      expect(feedback.shownTitles().join()).toContain(
        'Failed to abort query: No backend with pid 4242',
      ),
    );
  });

  it('says when the list cannot be read', async () => {
    const { dialog } = renderDialog({
      'GET /queries/ongoing': () => apiError(500, 'boom', 'internal_error'),
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to retrieve ongoing queries',
    );
  });
});
