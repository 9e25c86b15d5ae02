import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@atrium/core/plugin-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aColumn,
  aTable,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { TableColumnsPage } from './TableColumnsPage.js';
import { CREATE_COLUMNS_DENIED } from './access.js';

afterEach(() => vi.unstubAllGlobals());

const COLUMNS = [
  aColumn('id', 'int8', 1, { comment: 'The key' }),
  aColumn('userId', 'uuid', 2),
  aColumn('created_at', 'timestamptz', 3),
];

function stub(answers: PgMetaStub = {}, schema = 'public') {
  return stubPgMeta({
    'GET /tables/:id': () => aTable({ id: 7, name: 'pets', schema }),
    'GET /columns': () => COLUMNS.map((c) => ({ ...c, schema })),
    'DELETE /columns/:id': () => COLUMNS[1]!,
    'GET /types': () => [],
    ...answers,
  }).requests;
}

function renderPage(grants?: typeof READ_ONLY) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} grants={grants} path="/project/p1/database/tables/7">
      <Route path="/project/:ref/database/tables/:id">
        <TableColumnsPage />
      </Route>
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('TableColumnsPage', () => {
  it('lists the columns with description, data type and format, and leads back to the tables', async () => {
    stub();
    renderPage();
    const id = await row('id');
    expect(within(id).getByText('The key')).toBeTruthy();
    expect(within(await row('userId')).getByText('No description')).toBeTruthy();
    expect(within(await row('created_at')).getAllByText('timestamptz')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Columns of pets');
    expect(screen.getByRole('link', { name: 'Back to tables' }).getAttribute('href')).toBe(
      '/project/p1/database/tables?schema=public',
    );
  });

  it('filters columns case-sensitively', async () => {
    stub();
    renderPage();
    await row('userId');
    const filter = screen.getByRole('searchbox', { name: 'Filter columns' });
    await userEvent.type(filter, 'Id');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'id' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'userId' })).toBeTruthy();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'ID');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('names the table when its columns cannot be read', async () => {
    stub({ 'GET /columns': () => apiError(500, 'permission denied for table pets', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('Failed to retrieve columns for table public.pets'),
    );
    expect(alert.textContent).toContain('permission denied for table pets');
  });

  it('shows the statement a delete runs before it runs', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('userId');
    await userEvent.click(screen.getByRole('button', { name: 'Delete column userId' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'ALTER TABLE "public"."pets" DROP COLUMN "userId" RESTRICT',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'DELETE')!;
    expect(sent.path).toBe('/columns/7.2');
    expect(sent.url.searchParams.get('cascade')).toBe('false');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully removed userId');
  });

  it('opens the table editor’s column panel for New column and Edit', async () => {
    stub();
    renderPage();
    await row('userId');
    await userEvent.click(screen.getByRole('button', { name: 'New column' }));
    expect(await screen.findByRole('dialog', { name: 'Add new column' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit column userId' }));
    expect(await screen.findByRole('dialog', { name: 'Update column userId' })).toBeTruthy();
  });

  it('shows a protected schema read-only, with the banner', async () => {
    stub({}, 'auth');
    renderPage();
    await row('userId');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' }).textContent).toContain(
      'Currently viewing columns from a protected schema',
    );
    expect(screen.queryByRole('button', { name: 'New column' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete column userId' })).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage(READ_ONLY);
    await row('userId');
    const buttons = screen.getAllByRole('button', { name: 'New column' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_COLUMNS_DENIED);
    const deletes = screen.getAllByRole('button', { name: 'Delete column userId' });
    expect(deletes.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
  });
});
