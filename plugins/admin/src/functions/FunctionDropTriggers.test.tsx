import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSchema, aTable, recordingFeedback, stubPgMeta } from '@atrium/core/testing';
import { aTrigger, aTriggerFunction } from '../test/fixtures.js';
import { AdminHarness } from '../test/harness.js';
import { TriggersPage } from '../triggers/TriggersPage.js';
import { FunctionsPage } from './FunctionsPage.js';

afterEach(() => vi.unstubAllGlobals());

const LOG_CHANGE = aTriggerFunction();
const PETS_AUDIT = aTrigger({ events: ['INSERT'] });

/**
 * A function dropped with cascade takes its triggers with it (issue 23): the triggers list, read
 * before and cached, must not keep showing them. Both screens share one cache here, as in the app.
 */
describe('dropping a function with cascade', { timeout: 30_000 }, () => {
  it('refreshes the triggers list, which then shows none of its triggers', async () => {
    let dropped = false;
    stubPgMeta({
      'GET /schemas': () => [aSchema({ name: 'public' })],
      'GET /tables': () => [aTable()],
      'GET /extensions': () => [],
      'GET /functions': () => (dropped ? [] : [LOG_CHANGE]),
      'GET /triggers': () => (dropped ? [] : [PETS_AUDIT]),
      'DELETE /functions/:id': () => {
        dropped = true;
        return LOG_CHANGE;
      },
    });
    render(
      <AdminHarness feedback={recordingFeedback()} path="/project/p1/database/functions">
        <FunctionsPage />
        <TriggersPage />
      </AdminHarness>,
    );
    expect(await screen.findByRole('cell', { name: 'pets_audit' })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete function log_change' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Drop function with cascade/ }),
    );
    await userEvent.type(within(dialog).getByRole('textbox'), 'log_change');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'pets_audit' })).toBeNull());
  });
});
