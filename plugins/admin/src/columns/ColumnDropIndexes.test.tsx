import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@atrium/core/plugin-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aColumn, aSchema, aTable, recordingFeedback, stubPgMeta } from '@atrium/core/testing';
import { IndexesPage } from '../indexes/IndexesPage.js';
import { anIndex } from '../test/fixtures.js';
import { AdminHarness } from '../test/harness.js';
import { TableColumnsPage } from './TableColumnsPage.js';

afterEach(() => vi.unstubAllGlobals());

const NAME_INDEX = anIndex({
  id: 91,
  name: 'pets_name_idx',
  columns: ['name'],
  is_unique: false,
  is_primary: false,
  definition: 'CREATE INDEX pets_name_idx ON public.pets USING btree (name)',
});

/**
 * A column dropped takes its indexes with it (and its grants and the triggers on it): the
 * indexes list, read before and cached, must not keep showing them. Both screens share one cache
 * here, as in the app.
 */
describe('dropping a column', { timeout: 30_000 }, () => {
  it('refreshes the indexes list, which then shows none of its indexes', async () => {
    let dropped = false;
    const columns = () => [
      aColumn('id', 'int8', 1),
      ...(dropped ? [] : [aColumn('name', 'text', 2)]),
    ];
    stubPgMeta({
      'GET /schemas': () => [aSchema({ name: 'public' })],
      'GET /tables': () => [aTable({ id: 7, name: 'pets' })],
      'GET /tables/:id': () => aTable({ id: 7, name: 'pets' }),
      'GET /columns': columns,
      'GET /types': () => [],
      'GET /indexes': () => (dropped ? [] : [NAME_INDEX]),
      'DELETE /columns/:id': () => {
        dropped = true;
        return aColumn('name', 'text', 2);
      },
    });
    render(
      <AdminHarness feedback={recordingFeedback()} path="/project/p1/database/tables/7">
        <Route path="/project/:ref/database/tables/:id">
          <TableColumnsPage />
        </Route>
        <IndexesPage />
      </AdminHarness>,
    );
    expect(await screen.findByText('pets_name_idx')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete column name' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('pets_name_idx')).toBeNull());
  });
});
