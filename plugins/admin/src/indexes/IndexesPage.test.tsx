import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aColumn,
  aSchema,
  aTable,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import { anIndex } from '../test/fixtures.js';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { CREATE_INDEXES_DENIED } from './access.js';
import { INDEX_MESSAGES, INVALID_NOTE, UNUSED_NOTE } from './index-form.js';
import { IndexesPage } from './IndexesPage.js';

afterEach(() => vi.unstubAllGlobals());

const INDEXES = [
  anIndex(),
  anIndex({
    id: 91,
    name: 'pets_name_idx',
    is_unique: false,
    is_primary: false,
    definition: 'CREATE INDEX pets_name_idx ON public.pets USING btree (name)',
    idx_scan: 0,
  }),
  anIndex({
    id: 92,
    table: 'owners',
    table_id: 8,
    name: 'owners_email_key',
    is_primary: false,
    is_valid: false,
    idx_scan: 0,
  }),
];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' })],
    'GET /tables': () => [aTable(), aTable({ id: 8, name: 'owners' })],
    'GET /columns': () => [aColumn('id', 'int8', 1), aColumn('name', 'text', 2)],
    'GET /indexes': () => INDEXES,
    'POST /indexes': ({ body }) => ({
      ...INDEXES[1]!,
      name: (body as { name?: string }).name ?? 'x',
    }),
    'DELETE /indexes/:id': () => INDEXES[1]!,
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path="/project/p1/database/indexes" {...options}>
      <IndexesPage />
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('IndexesPage', { timeout: 30_000 }, () => {
  it('lists the schema’s indexes with definition, size and scans, and notes the amiss ones', async () => {
    const requests = stub();
    renderPage();
    const primary = await row('pets_pkey');
    expect(within(primary).getByText('16 kB')).toBeTruthy();
    expect(within(primary).getByText('1,200')).toBeTruthy();
    expect(within(primary).queryByRole('button', { name: 'Delete index pets_pkey' })).toBeNull();
    expect(within(await row('pets_name_idx')).getByText(UNUSED_NOTE)).toBeTruthy();
    const invalid = await row('owners_email_key');
    expect(within(invalid).getByText('Invalid')).toBeTruthy();
    expect(within(invalid).getByText(INVALID_NOTE)).toBeTruthy();
    const list = requests.find((r) => r.path === '/indexes')!;
    expect(list.url.searchParams.get('included_schemas')).toBe('public');
  });

  it('shows one table’s indexes when the URL names it', async () => {
    stub();
    renderPage({ path: '/project/p1/database/indexes?table=owners' });
    await row('owners_email_key');
    expect(screen.queryByText('pets_pkey')).toBeNull();
  });

  it('says the list failed, with the message', async () => {
    stub({ 'GET /indexes': () => apiError(500, 'permission denied for schema x', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve database indexes');
    expect(alert.textContent).toContain('permission denied for schema x');
  });

  it('says what a new index needs before sending anything', async () => {
    const requests = stub();
    renderPage();
    await row('pets_pkey');
    await userEvent.click(screen.getByRole('button', { name: 'Create index' }));
    const panel = await screen.findByRole('dialog', { name: 'Create a new index' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Create index' }));
    expect(await within(panel).findByText(INDEX_MESSAGES.table)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: /Table/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'pets' }));
    expect(await within(panel).findByText(INDEX_MESSAGES.columns)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates an index concurrently, showing the statement first', async () => {
    const requests = stub();
    const feedback = renderPage({ path: '/project/p1/database/indexes?table=pets' });
    await row('pets_pkey');
    await userEvent.click(screen.getByRole('button', { name: 'Create index' }));
    const panel = await screen.findByRole('dialog', { name: 'Create a new index' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'name' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'id' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Unique/ }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'by name');
    expect(within(panel).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'CREATE UNIQUE INDEX CONCURRENTLY "by name" ON "public"."pets" USING btree ("name", "id")',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Create index' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toEqual({
      table_id: 7,
      columns: ['name', 'id'],
      method: 'btree',
      unique: true,
      name: 'by name',
    });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created index "by name"');
  });

  it('toasts a failed build and keeps the panel open', async () => {
    stub({ 'POST /indexes': () => apiError(409, 'could not create unique index "x"', '23505') });
    const feedback = renderPage({ path: '/project/p1/database/indexes?table=pets' });
    await row('pets_pkey');
    await userEvent.click(screen.getByRole('button', { name: 'Create index' }));
    const panel = await screen.findByRole('dialog', { name: 'Create a new index' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'name' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Create index' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to create index: could not create unique index "x"',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Create a new index' })).toBeTruthy();
  });

  it('deletes only once the name is typed, showing the statement first', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('pets_name_idx');
    await userEvent.click(screen.getByRole('button', { name: 'Delete index pets_name_idx' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'DROP INDEX "public"."pets_name_idx" RESTRICT',
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'pets_name_idx');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe('/indexes/91');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully deleted "pets_name_idx"');
  });

  it('shows a protected schema read-only, with the banner', async () => {
    stub();
    renderPage({ path: '/project/p1/database/indexes?schema=auth' });
    await row('pets_name_idx');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create index' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete index pets_name_idx' })).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    await row('pets_pkey');
    const buttons = screen.getAllByRole('button', { name: 'Create index' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_INDEXES_DENIED);
  });
});
