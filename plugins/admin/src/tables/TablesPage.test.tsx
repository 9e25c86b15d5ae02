import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aSchema,
  aTable,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import type { Table } from '@atrium/core/plugin-api';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { TablesPage } from './TablesPage.js';
import { CREATE_TABLES_DENIED, EDIT_TABLE_DENIED } from './access.js';

afterEach(() => vi.unstubAllGlobals());

const LONG = 'a_table_with_a_long_name';
const TABLES = [
  aTable({
    id: 10,
    name: 'Orders',
    comment: 'What was bought',
    live_rows_estimate: 12345,
    size: '48 kB',
  }),
  aTable({ id: 11, name: LONG }),
];

function stub(tables: Table[] = TABLES, answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [
      aSchema({ name: 'public' }),
      aSchema({ id: 2, name: 'auth', is_protected: true }),
    ],
    'GET /tables': () => tables,
    'GET /column-counts': () => tables.map((t) => ({ table_id: t.id, count: t.id === 10 ? 3 : 1 })),
    'GET /realtime/tables': () => ({ publication: true, all_tables: false, table_ids: [10] }),
    'PUT /realtime/tables/:id': ({ body }) => ({
      publication: true,
      all_tables: false,
      table_ids: (body as { enabled: boolean }).enabled ? [10, 11] : [],
    }),
    'DELETE /tables/:id': () => TABLES[0]!,
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} {...options}>
      <TablesPage />
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string | RegExp) =>
  (await screen.findByRole('cell', { name })).closest('tr')!;

describe('TablesPage', () => {
  it('lists each table with its description, estimates, realtime switch and column count', async () => {
    const requests = stub();
    renderPage();
    const orders = await row('Orders');
    expect(within(orders).getByText('What was bought')).toBeTruthy();
    expect(within(orders).getByText('12,345')).toBeTruthy();
    expect(within(orders).getByText('48 kB')).toBeTruthy();
    expect(within(orders).getByRole('switch', { name: 'Realtime for Orders' })).toHaveProperty(
      'checked',
      true,
    );
    const columns = within(orders).getByRole('link', { name: '3 columns of Orders' });
    expect(columns.getAttribute('href')).toBe('/project/p1/database/tables/10');
    const long = await row(LONG);
    expect(within(long).getByText('No description')).toBeTruthy();
    expect(within(long).getByRole('switch', { name: `Realtime for ${LONG}` })).toHaveProperty(
      'checked',
      false,
    );
    // The list asks for the tables without their columns.
    const list = requests.find((r) => r.path === '/tables')!;
    expect(list.url.searchParams.get('include_columns')).toBe('false');
    expect(list.url.searchParams.get('included_schemas')).toBe('public');
  });

  it('cuts names over 20 characters and shows the whole name in a tooltip', async () => {
    stub();
    renderPage();
    const long = await row(LONG);
    expect(within(long).getByText(`${LONG.slice(0, 20)}…`)).toBeTruthy();
    for (let i = 0; i < 30 && !long.contains(document.activeElement); i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });

  it('searches names whatever the case, and says when nothing matches', async () => {
    stub();
    renderPage();
    await row('Orders');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a table' }), 'oRDer');
    await waitFor(() => expect(screen.queryByRole('cell', { name: LONG })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Orders' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a table' }), 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('keeps the schema in the URL', async () => {
    const requests = stub();
    renderPage({ path: '/project/p1/database/tables?schema=archive' });
    await row('Orders');
    expect(
      requests.find((r) => r.path === '/tables')!.url.searchParams.get('included_schemas'),
    ).toBe('archive');
  });

  it('shows placeholders while loading, then the empty state', async () => {
    let answer: (tables: Table[]) => void = () => {};
    stub([], { 'GET /tables': () => new Promise<Table[]>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading tables')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No tables created yet')).toBeTruthy();
  });

  it('says the list failed, with the message', async () => {
    stub([], { 'GET /tables': () => apiError(500, 'permission denied for schema x', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve tables');
    expect(alert.textContent).toContain('permission denied for schema x');
  });

  it('shows a protected schema read-only, with the banner', async () => {
    stub();
    renderPage({ path: '/project/p1/database/tables?schema=auth' });
    const orders = await row('Orders');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' }).textContent).toContain(
      'Currently viewing tables from a protected schema',
    );
    expect(screen.queryByRole('button', { name: 'New table' })).toBeNull();
    expect(within(orders).getByRole('switch', { name: 'Realtime for Orders' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(orders).getByRole('button', { name: 'Actions for Orders' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Edit table' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(menu).getByRole('menuitem', { name: 'Delete table' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(menu).getByRole('menuitem', { name: 'View table' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    const orders = await row('Orders');
    const buttons = screen.getAllByRole('button', { name: 'New table' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    // The disabled button sits in a focusable stand-in that carries the tooltip.
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_TABLES_DENIED);
    await userEvent.click(within(orders).getByRole('button', { name: 'Actions for Orders' }));
    const edit = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /Edit table/,
    });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.textContent).toContain(EDIT_TABLE_DENIED);
  });

  it('shows the statement a delete runs before it runs, cascade included', async () => {
    const requests = stub();
    const feedback = renderPage();
    const orders = await row('Orders');
    await userEvent.click(within(orders).getByRole('button', { name: 'Actions for Orders' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete table' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'DROP TABLE "public"."Orders" RESTRICT',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Drop table with cascade/ }),
    );
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'DROP TABLE "public"."Orders" CASCADE',
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'DELETE')!;
    expect(sent.path).toBe('/tables/10');
    expect(sent.url.searchParams.get('cascade')).toBe('true');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully removed Orders');
  });

  it('switches realtime for one table, and toasts a failure', async () => {
    const requests = stub(TABLES, {
      'PUT /realtime/tables/:id': ({ params }) =>
        params.id === '10'
          ? apiError(403, 'must be owner of table Orders', '42501')
          : { publication: true, all_tables: false, table_ids: [10, 11] },
    });
    const feedback = renderPage();
    const long = await row(LONG);
    await userEvent.click(within(long).getByRole('switch', { name: `Realtime for ${LONG}` }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true }),
    );
    expect(requests.find((r) => r.method === 'PUT')!.path).toBe('/realtime/tables/11');
    const orders = await row('Orders');
    await userEvent.click(within(orders).getByRole('switch', { name: 'Realtime for Orders' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to toggle replication for Orders: must be owner of table Orders',
      ),
    );
  });
});
