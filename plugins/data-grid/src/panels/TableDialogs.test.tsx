import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@atrium/core/plugin-api';
import { EditorHarness } from '../sidebar/test/harness.js';
import { aSchema, aTable, apiError, recordingFeedback, stubPgMeta } from '@atrium/core/testing';
import { CreateSchemaDialog } from './CreateSchemaDialog.js';
import { TableDialogs, type TableDialog } from './TableDialogs.js';

afterEach(() => vi.unstubAllGlobals());

const cities: Entity = {
  id: 7,
  schema: 'public',
  name: 'cities',
  type: 'r',
  comment: null,
  rls_enabled: true,
  security_invoker: null,
};

function renderDialog(dialog: TableDialog, selectedId?: number) {
  const feedback = recordingFeedback();
  const onClose = vi.fn();
  render(
    <EditorHarness path="/project/test/editor/7?schema=public" feedback={feedback}>
      <TableDialogs dialog={dialog} selectedId={selectedId} onClose={onClose} />
    </EditorHarness>,
  );
  return { feedback, onClose };
}

const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;

describe('Delete Table', () => {
  it('deletes once the name is typed, with cascade, and leaves the deleted table', async () => {
    const api = stubPgMeta({ 'DELETE /tables/:id': () => aTable({ name: 'cities' }) });
    const { feedback, onClose } = renderDialog({ kind: 'delete', entity: cities }, 7);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete table cities' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'citie');
    expect(within(dialog).getByText('Value entered does not match.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), 's');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /cascade/ }));
    await userEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('DELETE', '/tables/7')[0]!.url.searchParams.get('cascade')).toBe('true');
    expect(location()).toBe('/project/test/editor?schema=public');
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully deleted table cities');
  });

  it("keeps the dialog open with the database's message when deletion fails", async () => {
    stubPgMeta({
      'DELETE /tables/:id': () =>
        apiError(400, 'cannot drop table cities because other objects depend on it', '2BP01'),
    });
    const { onClose } = renderDialog({ kind: 'delete', entity: cities }, 7);
    const dialog = screen.getByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'cities');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'other objects depend on it',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(location()).toBe('/project/test/editor/7?schema=public');
  });
});

describe('Duplicate Table', () => {
  it('copies the table with its data under the new name and opens the copy', async () => {
    const api = stubPgMeta({
      'POST /tables/:id/duplicate': () => aTable({ id: 8, name: 'cities_copy' }),
    });
    const { feedback } = renderDialog({ kind: 'duplicate', entity: cities });
    const dialog = screen.getByRole('dialog', { name: 'Duplicate table cities' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveProperty('value', 'cities_duplicate');
    await userEvent.clear(name);
    await userEvent.type(name, 'towns');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /with data/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(location()).toBe('/project/test/editor/8?schema=public'));
    expect(api.find('POST', '/tables/7/duplicate')[0]!.body).toEqual({
      name: 'towns',
      with_data: true,
    });
    expect(feedback.toast.success).toHaveBeenCalledWith(
      'Successfully duplicated table cities as towns',
    );
  });
});

describe('CreateSchemaDialog', () => {
  it('needs a name, creates the schema and hands its name back', async () => {
    const api = stubPgMeta({ 'POST /schemas': () => aSchema({ id: 5, name: 'sales' }) });
    const onCreated = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <EditorHarness>
        <CreateSchemaDialog isOpen onOpenChange={onOpenChange} onCreated={onCreated} />
      </EditorHarness>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create a new schema' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create schema' }));
    expect(await within(dialog).findByText('Required field')).toBeTruthy();
    expect(api.find('POST', '/schemas')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create schema' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('sales'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.find('POST', '/schemas')[0]!.body).toEqual({ name: 'sales' });
  });
});
