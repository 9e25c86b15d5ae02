import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aSchema,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import type { DbFunction } from '../data/function-queries.js';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { FunctionsPage } from './FunctionsPage.js';
import { CREATE_FUNCTIONS_DENIED } from './access.js';
import { FUNCTION_MESSAGES } from './function-form.js';
import { SEARCH_PATH_WARNING } from './FunctionPanel.js';

afterEach(() => vi.unstubAllGlobals());

const aFunction = (fields: Partial<DbFunction> = {}): DbFunction => ({
  id: 40,
  schema: 'public',
  name: 'add_points',
  language: 'plpgsql',
  definition: 'begin return a + b; end;',
  complete_statement: '',
  args: [],
  argument_types: 'a integer, b integer',
  identity_argument_types: 'a integer, b integer',
  return_type_id: 23,
  return_type: 'integer',
  return_type_relation_id: null,
  is_set_returning_function: false,
  prorows: null,
  behavior: 'STABLE',
  security_definer: true,
  config_params: { search_path: 'public' },
  ...fields,
});

const FUNCTIONS = [
  aFunction(),
  aFunction({ id: 41, name: 'Touch', argument_types: '', security_definer: false }),
];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' })],
    'GET /functions': () => FUNCTIONS,
    'GET /extensions': () => [],
    'PATCH /functions/:id': ({ body }) => ({ ...FUNCTIONS[0]!, ...(body as object) }),
    'DELETE /functions/:id': () => FUNCTIONS[0]!,
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path="/project/p1/database/functions" {...options}>
      <FunctionsPage />
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

// The panel is a long form: driving it through user-event on a loaded machine takes longer than
// the ui project's default allows. Nothing here is timed.
describe('FunctionsPage', { timeout: 30_000 }, () => {
  it('lists the schema’s functions with arguments, return type and security', async () => {
    const requests = stub();
    renderPage();
    const add = await row('add_points');
    expect(within(add).getByText('a integer, b integer')).toBeTruthy();
    expect(within(add).getByText('integer')).toBeTruthy();
    expect(within(add).getByText('Definer')).toBeTruthy();
    expect(within(await row('Touch')).getByText('Invoker')).toBeTruthy();
    const list = requests.find((r) => r.path === '/functions')!;
    expect(list.url.searchParams.get('included_schemas')).toBe('public');
  });

  it('searches names whatever the case, and says when nothing matches', async () => {
    stub();
    renderPage();
    await row('Touch');
    const search = screen.getByRole('searchbox', { name: 'Search for a function' });
    await userEvent.type(search, 'tOUCH');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'add_points' })).toBeNull());
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows placeholders while loading, the empty state, and a failed read', async () => {
    let answer: (fns: DbFunction[]) => void = () => {};
    stub({ 'GET /functions': () => new Promise<DbFunction[]>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading functions')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No functions created yet')).toBeTruthy();
  });

  it('says the list failed, with the message', async () => {
    stub({ 'GET /functions': () => apiError(500, 'permission denied for schema x', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve database functions');
    expect(alert.textContent).toContain('permission denied for schema x');
  });

  it('says what each empty field of a new function needs', async () => {
    const requests = stub();
    renderPage();
    await row('Touch');
    await userEvent.click(screen.getByRole('button', { name: 'Create a new function' }));
    const panel = await screen.findByRole('dialog', { name: 'Add a new function' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a new argument' }));
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Add a new config parameter' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create function' }));
    for (const message of [
      FUNCTION_MESSAGES.name,
      FUNCTION_MESSAGES.argumentName,
      FUNCTION_MESSAGES.definition,
      FUNCTION_MESSAGES.paramName,
      FUNCTION_MESSAGES.paramValue,
    ]) {
      expect(await within(panel).findByText(message)).toBeTruthy();
    }
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('warns about search_path when security definer is chosen', async () => {
    stub();
    renderPage();
    await row('Touch');
    await userEvent.click(screen.getByRole('button', { name: 'Create a new function' }));
    const panel = await screen.findByRole('dialog', { name: 'Add a new function' });
    expect(within(panel).queryByText(SEARCH_PATH_WARNING)).toBeNull();
    await userEvent.click(within(panel).getByRole('radio', { name: 'SECURITY DEFINER' }));
    expect(within(panel).getByText(SEARCH_PATH_WARNING)).toBeTruthy();
  });

  it('asks before discarding unsaved changes', async () => {
    stub();
    renderPage();
    await row('Touch');
    await userEvent.click(screen.getByRole('button', { name: 'Create a new function' }));
    const panel = await screen.findByRole('dialog', { name: 'Add a new function' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of function' }), 'f');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the return type, arguments and advanced settings in edit mode', async () => {
    stub();
    renderPage();
    await row('add_points');
    await userEvent.click(screen.getByRole('button', { name: 'Edit function add_points' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit function add_points' });
    expect(
      within(panel).getByRole('textbox', { name: 'Name of argument 1' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(panel).getByRole('textbox', { name: 'Value of parameter 1' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(panel).getByRole('radio', { name: 'STABLE' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(panel).queryByRole('button', { name: 'Add a new argument' })).toBeNull();
  });

  it('sends in an edit only what changed', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('add_points');
    await userEvent.click(screen.getByRole('button', { name: 'Edit function add_points' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit function add_points' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of function' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save function' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'PATCH')!;
    expect(sent.path).toBe('/functions/40');
    expect(sent.body).toEqual({ name: 'add_points2' });
    expect(feedback.toast.success).toHaveBeenCalledWith(
      'Successfully updated function add_points2',
    );
  });

  it('toasts a failed update and keeps the panel open', async () => {
    stub({ 'PATCH /functions/:id': () => apiError(400, 'function already exists', '42723') });
    const feedback = renderPage();
    await row('add_points');
    await userEvent.click(screen.getByRole('button', { name: 'Edit function add_points' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit function add_points' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name of function' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save function' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to update database function: function already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit function add_points' })).toBeTruthy();
  });

  it('deletes only once the name is typed, showing the statement first', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('add_points');
    await userEvent.click(screen.getByRole('button', { name: 'Delete function add_points' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Statement to run' }).textContent).toContain(
      'DROP FUNCTION "public"."add_points"(a integer, b integer) RESTRICT',
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'add_points');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'DELETE')!;
    expect(sent.path).toBe('/functions/40');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully removed add_points');
  });

  it('shows a protected schema read-only, with the banner', async () => {
    stub();
    renderPage({ path: '/project/p1/database/functions?schema=auth' });
    await row('add_points');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' }).textContent).toContain(
      'Currently viewing functions from a protected schema',
    );
    expect(screen.queryByRole('button', { name: 'Create a new function' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete function add_points' })).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    await row('add_points');
    const buttons = screen.getAllByRole('button', { name: 'Create a new function' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_FUNCTIONS_DENIED);
  });
});
