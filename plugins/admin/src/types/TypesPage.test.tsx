import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aSchema,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import type { EnumType } from '../data/type-queries.js';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { CREATE_TYPES_DENIED } from './access.js';
import { TYPE_MESSAGES } from './type-form.js';
import { TypesPage } from './TypesPage.js';

afterEach(() => vi.unstubAllGlobals());

const MOOD: EnumType = {
  id: 70,
  schema: 'public',
  name: 'mood',
  enums: ['happy', 'sad'],
  comment: null,
};
const TYPES: EnumType[] = [
  MOOD,
  { id: 71, schema: 'public', name: 'Size', enums: ['s', 'm'], comment: 'T-shirt sizes' },
];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' })],
    'GET /types': () => TYPES,
    'POST /types': ({ body }) => ({ ...MOOD, id: 72, ...(body as object) }),
    'PATCH /types/:id': () => MOOD,
    'DELETE /types/:id': () => MOOD,
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path="/project/p1/database/types" {...options}>
      <TypesPage />
    </AdminHarness>,
  );
  return feedback;
}

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

async function openCreate() {
  await row('mood');
  await userEvent.click(screen.getByRole('button', { name: 'Create type' }));
  return screen.findByRole('dialog', { name: 'Create a new enumerated type' });
}

async function openEdit() {
  await row('mood');
  await userEvent.click(screen.getByRole('button', { name: 'Edit type mood' }));
  return screen.findByRole('dialog', { name: 'Update type "mood"' });
}

const field = (panel: HTMLElement, name: string) => within(panel).getByRole('textbox', { name });

// The panel is a form driven through user-event; on a loaded machine that takes longer than the
// ui project's default allows. Nothing here is timed.
describe('TypesPage', { timeout: 30_000 }, () => {
  it('lists the schema’s types with their values in order and their descriptions', async () => {
    const requests = stub();
    renderPage();
    const mood = await row('mood');
    expect(within(mood).getByText('happy, sad')).toBeTruthy();
    expect(within(mood).getByText('No description')).toBeTruthy();
    expect(within(await row('Size')).getByText('T-shirt sizes')).toBeTruthy();
    const list = requests.find((r) => r.path === '/types')!;
    expect(list.url.searchParams.get('included_schemas')).toBe('public');
  });

  it('searches names whatever the case, and says when nothing matches', async () => {
    stub();
    renderPage({ path: '/project/p1/database/types?schema=public&search=sIZE' });
    await row('Size');
    expect(screen.queryByRole('cell', { name: 'mood' })).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search for a type' });
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows placeholders while loading, then the empty state', async () => {
    let answer: (types: EnumType[]) => void = () => {};
    stub({ 'GET /types': () => new Promise<EnumType[]>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading enumerated types')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No enumerated types created yet')).toBeTruthy();
  });

  it('says the list failed, with the message', async () => {
    stub({ 'GET /types': () => apiError(500, 'permission denied for schema x', '42501') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve database enumerated types');
    expect(alert.textContent).toContain('permission denied for schema x');
  });

  it('asks for a name and a value, and refuses a native type’s name', async () => {
    const requests = stub();
    renderPage();
    const panel = await openCreate();
    // The only value of a new type cannot be removed.
    expect(
      within(panel).getByRole('button', { name: 'Remove Value 1' }).hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create enumerated type' }));
    expect(await within(panel).findByText(TYPE_MESSAGES.name)).toBeTruthy();
    expect(within(panel).getByText(TYPE_MESSAGES.value)).toBeTruthy();
    await userEvent.type(field(panel, 'Name'), 'timestamptz');
    await userEvent.type(field(panel, 'Value 1'), 'a');
    expect(
      await within(panel).findByText('Name cannot be a native Postgres data type'),
    ).toBeTruthy();
    expect(within(panel).queryByText(TYPE_MESSAGES.value)).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates with trimmed values, blank ones dropped and the description as typed', async () => {
    const requests = stub();
    const feedback = renderPage();
    const panel = await openCreate();
    await userEvent.type(field(panel, 'Name'), ' feeling ');
    await userEvent.type(field(panel, 'Description'), "it's how you feel");
    await userEvent.type(field(panel, 'Value 1'), ' calm ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 2'), '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 3'), 'angry');
    await userEvent.click(screen.getByRole('button', { name: 'Create enumerated type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      schema: 'public',
      name: 'feeling',
      enums: ['calm', 'angry'],
      comment: "it's how you feel",
    });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created type "feeling"');
  });

  it('toasts a failed create and keeps the panel open', async () => {
    stub({ 'POST /types': () => apiError(409, 'type "mood" already exists', '42710') });
    const feedback = renderPage();
    const panel = await openCreate();
    await userEvent.type(field(panel, 'Name'), 'mood');
    await userEvent.type(field(panel, 'Value 1'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Create enumerated type' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to create enumerated type: type "mood" already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Create a new enumerated type' })).toBeTruthy();
  });

  it('adds a value before the first one and renames another, sending only what changed', async () => {
    const requests = stub();
    const feedback = renderPage();
    const panel = await openEdit();
    // Existing values neither move nor go.
    expect(within(panel).queryByRole('button', { name: 'Move Value 1 up' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Remove Value 2' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 3'), 'calm');
    await userEvent.click(within(panel).getByRole('button', { name: 'Move Value 3 up' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Move Value 2 up' }));
    expect((field(panel, 'Value 1') as HTMLInputElement).value).toBe('calm');
    await userEvent.clear(field(panel, 'Value 3'));
    await userEvent.type(field(panel, 'Value 3'), 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'PATCH')!;
    expect(sent.path).toBe('/types/70');
    expect(sent.body).toEqual({
      rename_values: [{ from: 'sad', to: 'blue' }],
      add_values: [{ value: 'calm', before: 'happy' }],
    });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully updated type');
  });

  it('drags a new value before another new one from the keyboard, and never an existing one', async () => {
    const requests = stub();
    renderPage();
    const panel = await openEdit();
    // An existing value has no handle to take.
    expect(within(panel).queryByRole('button', { name: 'Drag Value 1' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 3'), 'calm');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 4'), 'blue');
    const handle = within(panel).getByRole('button', { name: 'Drag Value 4' });
    // React-aria's keyboard drag: Enter on the handle takes the value (its own row first), Tab
    // walks the rows it may go to, wrapping round, and Enter drops it on one.
    const place = () => document.activeElement?.getAttribute('aria-label');
    act(() => handle.focus());
    await userEvent.keyboard('{Enter}');
    // The drag moves focus to its first place in the next animation frame.
    await waitFor(() => expect(place()).toBe('Value 4'));
    await userEvent.keyboard('{Tab}');
    expect(place()).toBe('Value 1');
    await userEvent.keyboard('{Tab}{Tab}');
    expect(place()).toBe('Value 3');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((field(panel, 'Value 3') as HTMLInputElement).value).toBe('blue'));
    expect((field(panel, 'Value 4') as HTMLInputElement).value).toBe('calm');
    await userEvent.click(screen.getByRole('button', { name: 'Save type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      add_values: [
        { value: 'blue', after: 'sad' },
        { value: 'calm', after: 'blue' },
      ],
    });
  });

  it('sends the description when it changed, and asks for a name and values on update', async () => {
    const requests = stub();
    renderPage();
    const panel = await openEdit();
    await userEvent.clear(field(panel, 'Name'));
    await userEvent.clear(field(panel, 'Value 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Save type' }));
    expect(await within(panel).findByText(TYPE_MESSAGES.name)).toBeTruthy();
    expect(within(panel).getByText(TYPE_MESSAGES.value)).toBeTruthy();
    await userEvent.type(field(panel, 'Name'), 'mood');
    await userEvent.type(field(panel, 'Value 1'), 'happy');
    await userEvent.type(field(panel, 'Description'), "how it's going");
    await userEvent.click(screen.getByRole('button', { name: 'Save type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      comment: "how it's going",
    });
  });

  it('toasts a failed update and keeps the panel open', async () => {
    stub({ 'PATCH /types/:id': () => apiError(409, 'enum label "happy" already exists', '42710') });
    const feedback = renderPage();
    const panel = await openEdit();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add value' }));
    await userEvent.type(field(panel, 'Value 3'), 'happy');
    await userEvent.click(screen.getByRole('button', { name: 'Save type' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to add value to enumerated type: enum label "happy" already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Update type "mood"' })).toBeTruthy();
  });

  it('deletes after showing the statement', async () => {
    const requests = stub();
    const feedback = renderPage();
    await row('mood');
    await userEvent.click(screen.getByRole('button', { name: 'Delete type mood' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirm deletion of enumerated type "mood"',
    });
    const statement = within(dialog).getByRole('region', { name: 'Statement to run' });
    expect(statement.textContent).toContain('DROP TYPE IF EXISTS "public"."mood" RESTRICT');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Drop type with cascade/ }));
    expect(statement.textContent).toContain('DROP TYPE IF EXISTS "public"."mood" CASCADE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'DELETE')!;
    expect(sent.path).toBe('/types/70');
    expect(sent.url.searchParams.get('cascade')).toBe('true');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully deleted "mood"');
  });

  it('toasts a failed delete in the spec’s words', async () => {
    stub({ 'DELETE /types/:id': () => apiError(400, 'cannot drop type mood', '2BP01') });
    const feedback = renderPage();
    await row('mood');
    await userEvent.click(screen.getByRole('button', { name: 'Delete type mood' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to create enumerated type: cannot drop type mood',
      ),
    );
  });

  it('shows a protected schema read-only, with the notice', async () => {
    stub();
    renderPage({ path: '/project/p1/database/types?schema=auth' });
    await row('mood');
    expect(screen.getByRole('note', { name: 'Viewing protected schema' }).textContent).toContain(
      'Currently viewing enumerated types from a protected schema',
    );
    expect(screen.queryByRole('button', { name: 'Create type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit type mood' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete type mood' })).toBeNull();
  });

  it('disables the writes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    await row('mood');
    expect(screen.getByRole('button', { name: 'Delete type mood' }).hasAttribute('disabled')).toBe(
      true,
    );
    const buttons = screen.getAllByRole('button', { name: 'Create type' });
    expect(buttons.find((b) => b.tagName === 'BUTTON')!.hasAttribute('disabled')).toBe(true);
    const standIn = buttons.find((b) => b.getAttribute('aria-disabled') === 'true')!;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(CREATE_TYPES_DENIED);
  });
});
