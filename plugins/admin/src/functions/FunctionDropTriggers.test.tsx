import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSchema, aTable, recordingFeedback, stubPgMeta } from '@atrium/core/testing';
import type { DbFunction } from '../data/function-queries.js';
import type { DbTrigger } from '../data/trigger-queries.js';
import { AdminHarness } from '../test/harness.js';
import { TriggersPage } from '../triggers/TriggersPage.js';
import { FunctionsPage } from './FunctionsPage.js';

afterEach(() => vi.unstubAllGlobals());

const LOG_CHANGE: DbFunction = {
  id: 80,
  schema: 'public',
  name: 'log_change',
  language: 'plpgsql',
  definition: 'begin return new; end;',
  complete_statement: '',
  args: [],
  argument_types: '',
  identity_argument_types: '',
  return_type_id: 2279,
  return_type: 'trigger',
  return_type_relation_id: null,
  is_set_returning_function: false,
  prorows: null,
  behavior: 'VOLATILE',
  security_definer: false,
  config_params: null,
};

const PETS_AUDIT: DbTrigger = {
  id: 60,
  table_id: 7,
  enabled_mode: 'ORIGIN',
  name: 'pets_audit',
  table: 'pets',
  schema: 'public',
  condition: null,
  orientation: 'ROW',
  activation: 'AFTER',
  events: ['INSERT'],
  function_schema: 'public',
  function_name: 'log_change',
  function_args: [],
};

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
