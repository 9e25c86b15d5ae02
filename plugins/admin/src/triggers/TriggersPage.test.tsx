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
import type { DbTrigger } from '../data/trigger-queries.js';
import { aTrigger, aTriggerFunction } from '../test/fixtures.js';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { CREATE_TRIGGERS_DENIED } from './access.js';
import { TRIGGER_MESSAGES } from './trigger-form.js';
import { TriggersPage } from './TriggersPage.js';

afterEach(() => vi.unstubAllGlobals());

const TRIGGERS = [aTrigger(), aTrigger({ id: 61, name: 'Stamp', enabled_mode: 'DISABLED' })];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' })],
    'GET /triggers': () => TRIGGERS,
    'GET /tables': () => [aTable(), aTable({ id: 8, name: 'owners' })],
    'GET /functions': () => [aTriggerFunction(), aTriggerFunction({ id: 81, name: 'stamp' })],
    'POST /triggers': ({ body }) => aTrigger(body as Partial<DbTrigger>),
    'PATCH /triggers/:id': ({ body }) => ({ ...TRIGGERS[0]!, ...(body as object) }),
    'DELETE /triggers/:id': () => TRIGGERS[0]!,
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path="/project/p1/database/triggers" {...options}>
      <TriggersPage />
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

const openNew = async () => {
  await row('Stamp');
  await userEvent.click(screen.getByRole('button', { name: 'Create a new trigger' }));
  return screen.findByRole('dialog', { name: 'Add a new trigger' });
};

// The panel is a long form: driving it through user-event on a loaded machine takes longer than
// the ui project's default allows. Nothing here is timed.
describe('TriggersPage', { timeout: 30_000 }, () => {
  it('lists the schema’s triggers with table, function, events and enabled mode', async () => {
    const requests = stub();
    renderPage();
    const audit = await row('pets_audit');
    expect(within(audit).getByText('pets')).toBeTruthy();
    expect(within(audit).getByText('public.log_change')).toBeTruthy();
    expect(within(audit).getByText('AFTER INSERT OR UPDATE')).toBeTruthy();
    expect(within(audit).getByText('ORIGIN')).toBeTruthy();
    expect(within(await row('Stamp')).getByText('DISABLED')).toBeTruthy();
    const list = requests.find((r) => r.path === '/triggers')!;
    expect(list.url.searchParams.get('included_schemas')).toBe('public');
  });

  it('searches names whatever the case, and says when nothing matches', async () => {
    stub();
    renderPage();
    await row('Stamp');
    const search = screen.getByRole('searchbox', { name: 'Search for a trigger' });
    await userEvent.type(search, 'sTAMP');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'pets_audit' })).toBeNull());
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows placeholders while loading, then the empty state', async () => {
    let answer: (triggers: DbTrigger[]) => void = () => {};
    stub({ 'GET /triggers': () => new Promise<DbTrigger[]>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading triggers')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No triggers created yet')).toBeTruthy();
  });

  it('says the list failed, with the message', async () => {
    stub({ 'GET /triggers': () => apiError(500, 'permission denied for schema x', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve database triggers');
    expect(alert.textContent).toContain('permission denied for schema x');
  });

  it('says what an empty new trigger needs, and refuses a name with a space', async () => {
    const requests = stub();
    renderPage();
    const panel = await openNew();
    await userEvent.click(within(panel).getByRole('button', { name: 'Create trigger' }));
    for (const message of [
      TRIGGER_MESSAGES.name,
      TRIGGER_MESSAGES.table,
      TRIGGER_MESSAGES.events,
      TRIGGER_MESSAGES.function,
    ]) {
      expect(await within(panel).findByText(message)).toBeTruthy();
    }
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of trigger' }), 'a b');
    expect(within(panel).getByText(TRIGGER_MESSAGES.name)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a trigger with a function picked from the trigger functions', async () => {
    const requests = stub();
    const feedback = renderPage();
    const panel = await openNew();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of trigger' }), 'on_pet');
    await userEvent.click(within(panel).getByRole('button', { name: /Table/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'owners' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'DELETE' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'INSERT' }));
    await userEvent.click(within(panel).getByRole('radio', { name: /^ROW/ }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'AFTER' }));
    await userEvent.click(within(panel).getByRole('button', { name: /Enabled mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ALWAYS' }));
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Choose a function to trigger' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Pick a function' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Pick public.stamp' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pick a function' })).toBeNull(),
    );
    expect(within(panel).getByLabelText('Chosen function').textContent).toBe('public.stamp');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create trigger' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'on_pet',
      schema: 'public',
      table: 'owners',
      activation: 'AFTER',
      orientation: 'ROW',
      events: ['INSERT', 'DELETE'],
      function_schema: 'public',
      function_name: 'stamp',
      enabled_mode: 'ALWAYS',
    });
    const picked = requests.find((r) => r.path === '/functions')!;
    expect(picked.url.searchParams.get('trigger_functions')).toBe('true');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created trigger on_pet');
  });

  it('toasts a failed create and keeps the panel open', async () => {
    stub({ 'POST /triggers': () => apiError(409, 'trigger "t" already exists', '42710') });
    const feedback = renderPage();
    const panel = await openNew();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of trigger' }), 't');
    await userEvent.click(within(panel).getByRole('button', { name: /Table/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'pets' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'UPDATE' }));
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Choose a function to trigger' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Pick a function' });
    await userEvent.type(within(picker).getByRole('searchbox'), 'LOG');
    await waitFor(() =>
      expect(within(picker).queryByRole('button', { name: 'Pick public.stamp' })).toBeNull(),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Pick public.log_change' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Create trigger' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to create trigger: trigger "t" already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add a new trigger' })).toBeTruthy();
  });

  it('asks before discarding unsaved changes', async () => {
    stub();
    renderPage();
    const panel = await openNew();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of trigger' }), 'x');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits only the name and enabled mode, sending what changed', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('pets_audit');
    await userEvent.click(screen.getByRole('button', { name: 'Edit trigger pets_audit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit trigger pets_audit' });
    expect(within(panel).getByRole('checkbox', { name: 'INSERT' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(panel).getByRole('radio', { name: 'AFTER' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(panel).getByRole('button', { name: 'Change function' }).hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: /Enabled mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'REPLICA' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save trigger' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'PATCH')!;
    expect(sent.path).toBe('/triggers/60');
    expect(sent.body).toEqual({ enabled_mode: 'REPLICA' });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully updated trigger pets_audit');
  });

  it('toasts a failed update', async () => {
    stub({ 'PATCH /triggers/:id': () => apiError(409, 'trigger "Stamp" already exists', '42710') });
    const feedback = renderPage();
    await row('pets_audit');
    await userEvent.click(screen.getByRole('button', { name: 'Edit trigger pets_audit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit trigger pets_audit' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of trigger' }), '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save trigger' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to update trigger: trigger "Stamp" already exists',
      ),
    );
  });

  it('deletes only once the name is typed, showing the statement first', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('pets_audit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete trigger pets_audit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'DROP TRIGGER "pets_audit" ON "public"."pets" RESTRICT',
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'pets_audit');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'DELETE')!;
    expect(sent.path).toBe('/triggers/60');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully removed pets_audit');
  });

  it('toasts a failed delete', async () => {
    stub({ 'DELETE /triggers/:id': () => apiError(403, 'must be owner of table pets', '42501') });
    const feedback = renderPage();
    await row('pets_audit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete trigger pets_audit' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'pets_audit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to delete database trigger: must be owner of table pets',
      ),
    );
  });

  it('shows a protected schema read-only, with the banner', async () => {
    stub();
    renderPage({ path: '/project/p1/database/triggers?schema=auth' });
    await row('pets_audit');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' }).textContent).toContain(
      'Currently viewing triggers from a protected schema',
    );
    expect(screen.queryByRole('button', { name: 'Create a new trigger' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete trigger pets_audit' })).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    await row('pets_audit');
    const buttons = screen.getAllByRole('button', { name: 'Create a new trigger' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_TRIGGERS_DENIED);
  });
});
