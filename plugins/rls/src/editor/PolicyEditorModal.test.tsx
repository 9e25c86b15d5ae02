// @vitest-environment jsdom
// happy-dom: CodeMirror fails there ("Calls to EditorView.update are not allowed while an update is in progress").
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aRole, apiError, recordingFeedback } from '@atrium/core/testing';
import { TableLayoutForTests } from '@atrium/design-system/lazy/Table/TableLayoutForTests';
import { RlsHarness } from '../test/harness.js';
import { failWith, policy, stubApi, table } from '../test/stub-api.js';
import { PolicyEditorModal } from './PolicyEditorModal.js';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out and its ranges have no rectangles: CodeMirror measures the text it
// shows after each keystroke, so typing into an expression editor needs empty ones.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () =>
    ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 }) as DOMRect;
});

const roles = [
  aRole({ id: 1, name: 'anon' }),
  aRole({ id: 2, name: 'authenticated' }),
  aRole({ id: 3, name: 'postgres', is_superuser: true }),
  aRole({ id: 4, name: 'supabase_admin' }),
];
const todos = table(10, 'todos');

function open(props: { policy?: ReturnType<typeof policy> } = {}) {
  const feedback = recordingFeedback();
  const onClose = vi.fn();
  render(
    <RlsHarness feedback={feedback}>
      <TableLayoutForTests>
        <PolicyEditorModal table={todos} policy={props.policy} onClose={onClose} />
      </TableLayoutForTests>
    </RlsHarness>,
  );
  return { feedback, onClose, dialog: screen.getByRole('dialog') };
}

/** The text of an expression editor, without its placeholder. */
async function expression(name: string) {
  const content = (await screen.findByRole('textbox', { name })).cloneNode(true) as Element;
  content.querySelectorAll('.cm-placeholder').forEach((node) => node.remove());
  return content.textContent;
}

const press = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

async function fromTemplate(templateName: string) {
  await press('Start from a template');
  await press(`Use template ${templateName}`);
}

describe('PolicyEditorModal', () => {
  it('starts a new policy at selection, and lists the table templates without preview ones', async () => {
    stubApi({ roles });
    open();
    expect(screen.getByText('Get started quickly')).toBeTruthy();
    await press('Start from a template');
    const list = screen.getByRole('list', { name: 'Policy templates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Enable read access for all users',
      'Enable insert for authenticated users only',
      'Enable delete for users based on user_id',
      'Enable insert for users based on user_id',
      'Allow users to only view their own data',
    ]);
  });

  it('fills the editor from a template, with the name counter and the expression editor', async () => {
    stubApi({ roles });
    open();
    await fromTemplate('Allow users to only view their own data');
    const name = screen.getByRole('textbox', { name: 'Policy name' });
    expect((name as HTMLInputElement).value).toBe('Enable users to view their own data only');
    expect(screen.getByText('40/63')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'SELECT' })).toHaveProperty('checked', true);
    expect(await expression('USING expression')).toBe('(select auth.uid()) = user_id');
    expect(screen.queryByRole('textbox', { name: 'WITH CHECK expression' })).toBeNull();
    // Roles come from the database; superusers and platform roles are not offered.
    expect(await screen.findByRole('checkbox', { name: 'authenticated' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'anon' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: 'postgres' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'supabase_admin' })).toBeNull();
  });

  it('ignores name input past 63 characters', async () => {
    stubApi({ roles });
    open();
    await press('Start from scratch');
    const name = screen.getByRole('textbox', { name: 'Policy name' }) as HTMLInputElement;
    // 63 pasted, then one more typed: 64 keystrokes re-render the whole editor 64 times, which
    // took most of the test's 15 s on a loaded machine.
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(63));
    await userEvent.type(name, 'x');
    expect(name.value).toBe('x'.repeat(63));
    expect(screen.getByText('63/63')).toBeTruthy();
  });

  it('clears the expression the new operation does not take', async () => {
    stubApi({ roles });
    open();
    await fromTemplate('Enable insert for authenticated users only');
    expect(await expression('WITH CHECK expression')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'SELECT' }));
    expect(screen.queryByRole('textbox', { name: 'WITH CHECK expression' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'UPDATE' }));
    expect(await expression('WITH CHECK expression')).toBe('');
  });

  it('shows the review errors word for word', async () => {
    stubApi({ roles });
    open();
    await press('Start from scratch');
    await press('Review');
    const errors = screen.getByRole('list', { name: 'Review errors' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Please provide a name for your policy',
      'Please select an operation for your policy',
    ]);
    expect(screen.getByRole('button', { name: 'Save policy' })).toHaveProperty('disabled', true);
    await press('Back to editor');
    await userEvent.click(screen.getByRole('radio', { name: 'DELETE' }));
    await press('Review');
    expect(screen.getByRole('alert').textContent).toContain(
      'Please provide a USING expression for your policy',
    );
  });

  it('reviews the server’s SQL, saves, and closes', async () => {
    const sql = 'CREATE POLICY "Enable read access for all users" ON "public"."todos" ...;';
    const calls = stubApi({
      roles,
      answers: { 'POST /policies/preview': () => ({ sql }) },
    });
    const { feedback, onClose } = open();
    await fromTemplate('Enable read access for all users');
    await press('Review');
    const review = await screen.findByRole('region', { name: 'Policy SQL' });
    expect(review.textContent).toBe(sql);
    // Wrapped to the sheet's width, and highlighted as in the expression editors.
    expect(review.className).toMatch(/wrapped/);
    await waitFor(() =>
      expect(within(review).getByText('CREATE', { selector: 'span' }).className).toMatch(/keyword/),
    );
    const body = {
      name: 'Enable read access for all users',
      schema: 'public',
      table: 'todos',
      command: 'SELECT',
      action: 'PERMISSIVE',
      roles: [],
      definition: 'true',
    };
    expect(calls.find((c) => c.path === '/policies/preview')?.body).toEqual(body);
    await press('Save policy');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/policies')?.body).toEqual(body);
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created new policy');
  });

  it('returns to the editor with the database’s message when the save fails', async () => {
    stubApi({
      roles,
      answers: {
        'POST /policies/preview': () => ({ sql: 'CREATE POLICY ...' }),
        'POST /policies': failWith(409, 'policy "x" for table "todos" already exists'),
      },
    });
    const { onClose } = open();
    await fromTemplate('Enable read access for all users');
    await press('Review');
    await screen.findByRole('region', { name: 'Policy SQL' });
    await press('Save policy');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'policy "x" for table "todos" already exists',
    );
    expect(screen.getByRole('textbox', { name: 'Policy name' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts an existing policy at the editor and sends only its changes', async () => {
    const calls = stubApi({
      roles,
      answers: { 'POST /policies/preview': () => ({ sql: 'BEGIN; ... COMMIT;' }) },
    });
    open({ policy: policy(7, 10, { name: 'old', roles: ['authenticated'] }) });
    const name = screen.getByRole('textbox', { name: 'Policy name' });
    expect(screen.getByRole('radio', { name: 'SELECT' })).toHaveProperty('disabled', true);
    await userEvent.clear(name);
    await userEvent.type(name, 'new');
    await press('Review');
    await screen.findByRole('region', { name: 'Policy SQL' });
    expect(calls.find((c) => c.path === '/policies/preview')?.body).toEqual({ id: 7, name: 'new' });
    await press('Save policy');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/policies/7',
        body: { name: 'new' },
      }),
    );
  });

  it('asks before discarding unsaved edits, and closes at once without any', async () => {
    stubApi({ roles });
    const { onClose } = open();
    await press('Cancel');
    expect(onClose).toHaveBeenCalledTimes(1);
    await press('Start from scratch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Policy name' }), 'draft');
    await press('Cancel');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('tests the policy as a role before saving', async () => {
    const calls = stubApi({
      roles,
      answers: {
        'POST /policies/test': () =>
          Response.json({
            rls_enabled: true,
            columns: ['id'],
            visible: [{ id: 1 }],
            visible_count: 1,
            visible_count_capped: false,
          }),
      },
    });
    open();
    await fromTemplate('Allow users to only view their own data');
    await userEvent.click(screen.getByRole('button', { name: /Test as role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'authenticated' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'User ID (sub claim)' }), 'u-1');
    await press('Run test');
    expect((await screen.findByRole('status')).textContent).toBe('1 row visible to authenticated');
    expect(calls.find((c) => c.path === '/policies/test')?.body).toEqual({
      table_id: 10,
      role: 'authenticated',
      claims: { sub: 'u-1' },
      policy: {
        name: 'Enable users to view their own data only',
        schema: 'public',
        table: 'todos',
        command: 'SELECT',
        action: 'PERMISSIVE',
        roles: ['authenticated'],
        definition: '(select auth.uid()) = user_id',
      },
    });
  });

  it("tests as the policy's first role until another is picked", async () => {
    stubApi({ roles });
    open();
    await fromTemplate('Allow users to only view their own data');
    expect(screen.getByRole('button', { name: /Test as role/ }).textContent).toContain(
      'authenticated',
    );
    expect(screen.getByRole('textbox', { name: 'User ID (sub claim)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Test as role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'anon' }));
    expect(screen.queryByRole('textbox', { name: 'User ID (sub claim)' })).toBeNull();
  });

  it('shows the tested rows in table order, each value as the grid shows it', async () => {
    stubApi({
      roles,
      answers: {
        'POST /policies/test': () =>
          Response.json({
            rls_enabled: true,
            columns: ['id', 'user_id', 'done', 'meta', 'note'],
            // Keys in another order than the table's, as JSON objects may come.
            visible: [
              { note: null, meta: { a: 1 }, done: true, user_id: 'u-1', id: '9007199254740993' },
            ],
            visible_count: 1,
            visible_count_capped: false,
          }),
      },
    });
    open();
    await fromTemplate('Enable read access for all users');
    await press('Run test');
    const rows = await screen.findByRole('table', { name: 'Rows visible to anon' });
    expect(
      within(rows)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['id', 'user_id', 'done', 'meta', 'note']);
    const cells = within(rows)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['9007199254740993', 'u-1', 'TRUE', '{"a":1}', 'NULL']);
  });

  it('calls a typo a syntax error with its position, and points at it in the editor', async () => {
    const typo = () =>
      apiError(400, 'Syntax error at or near "=" (position 11)', 'invalid_expression', {
        field: 'definition',
        position: 11,
      });
    stubApi({ roles, answers: { 'POST /policies/preview': typo, 'POST /policies/test': typo } });
    open();
    await press('Start from scratch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Policy name' }), 'p');
    await userEvent.click(screen.getByRole('radio', { name: 'SELECT' }));
    const using = await screen.findByRole('textbox', { name: 'USING expression' });
    await userEvent.type(using, 'user_id = = 1');
    expect(await expression('USING expression')).toBe('user_id = = 1');

    await press('Run test');
    expect((await screen.findByText(/^USING expression: /)).textContent).toBe(
      'USING expression: Syntax error at or near "=" (position 11)',
    );
    expect(using.getAttribute('aria-invalid')).toBe('true');
    expect([...document.querySelectorAll('[data-error]')].map((n) => n.textContent)).toEqual(['=']);
    const said = document.getElementById(using.getAttribute('aria-describedby')!);
    expect(said?.textContent).toBe('Syntax error at or near "=" (position 11)');

    // The review step says it too, naming the expression; back in the editor it is marked.
    await press('Review');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'USING expression: Syntax error at or near "=" (position 11)',
    );
    await press('Back to editor');
    const again = await screen.findByRole('textbox', { name: 'USING expression' });
    expect(again.getAttribute('aria-invalid')).toBe('true');
    // Editing the expression takes the mark away.
    await userEvent.type(again, ' and true');
    await waitFor(() => expect(again.getAttribute('aria-invalid')).toBeNull());
    expect(document.querySelectorAll('[data-error]')).toHaveLength(0);
  });

  it('opens as a side sheet, wide enough for the tester and the review SQL', async () => {
    stubApi({ roles });
    const { dialog } = open();
    const sheet = dialog.closest('[class*="sidePanel"]');
    expect(sheet?.className).toMatch(/size_xl/);
  });
});
