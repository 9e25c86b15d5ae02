import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorHarness } from '../sidebar/test/harness.js';
import { ColumnEditorPanel, type EditableColumn } from './ColumnEditorPanel.js';
import { typeOptionName } from './columns/testing.js';
import { aColumn, anEnumType, apiError, recordingFeedback, stubPgMeta } from '@atrium/core/testing';

afterEach(() => vi.unstubAllGlobals());

const ENUMS = [anEnumType({ id: 9 })];

const label = aColumn('label', 'text', 2, { default_value: "'none'::text" });

function renderPanel(column?: EditableColumn) {
  const feedback = recordingFeedback();
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <EditorHarness feedback={feedback}>
      <ColumnEditorPanel tableId={7} column={column} isOpen onClose={onClose} onSaved={onSaved} />
    </EditorHarness>,
  );
  return { feedback, onSaved, onClose, panel: screen.getByRole('dialog') };
}

async function pickType(panel: HTMLElement, type: string) {
  await userEvent.click(within(panel).getByRole('button', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: typeOptionName(type) }));
}

describe('ColumnEditorPanel, new column', () => {
  it('shows the spec messages for a missing name and type', async () => {
    const api = stubPgMeta({ 'GET /types': () => ENUMS });
    const { panel, onSaved } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Please assign a name for your column')).toBeTruthy();
    expect(within(panel).getByText('Please select a type for your column')).toBeTruthy();
    expect(api.find('POST', '/columns')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers identity for integer types only, and enumerated types in the picker', async () => {
    stubPgMeta({ 'GET /types': () => ENUMS });
    const { panel } = renderPanel();
    await pickType(panel, 'text');
    expect(within(panel).queryByRole('checkbox', { name: 'Is Identity' })).toBeNull();
    await pickType(panel, 'int8');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Is Identity' }));
    // Identity columns are never null, so the flag goes; they generate their own values.
    expect(within(panel).queryByRole('checkbox', { name: 'Is Nullable' })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Default Value' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(panel).getByRole('button', { name: /Type/ }));
    expect(await screen.findByRole('option', { name: typeOptionName('public.mood') })).toBeTruthy();
  });

  it('adds the column with the default read by the spec rule', async () => {
    const api = stubPgMeta({ 'GET /types': () => ENUMS, 'POST /columns': () => label });
    const { panel, onSaved, onClose, feedback } = renderPanel();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name' }), 'seen_at');
    await pickType(panel, 'timestamptz');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Default Value' }), 'now()');
    expect(within(panel).getByText('Evaluated as an SQL expression')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'seen_at' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.find('POST', '/columns')[0]!.body).toMatchObject({
      table_id: 7,
      name: 'seen_at',
      type: 'timestamptz',
      default_value: 'now()',
      default_value_format: 'expression',
    });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created column "seen_at"');
  });
});

describe('ColumnEditorPanel, edit column', () => {
  it('loads the column, sends only the changes, and keeps the form when the database refuses', async () => {
    let refuse = true;
    const api = stubPgMeta({
      'GET /types': () => ENUMS,
      'GET /columns/:id': () => label,
      'PATCH /columns/:id': () =>
        refuse ? apiError(400, 'column "title" contains null values', '23502') : label,
    });
    const { panel, onSaved } = renderPanel({ id: '7.2', table_id: 7, name: 'label' });
    const name = await within(panel).findByRole('textbox', { name: 'Name' });
    expect(within(panel).getByRole('textbox', { name: 'Default Value' })).toHaveProperty(
      'value',
      'none',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'title');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Is Nullable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'column "title" contains null values',
    );
    expect(name).toHaveProperty('value', 'title');
    expect(onSaved).not.toHaveBeenCalled();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The grid is told the rename, so the column's saved width and frozen state follow it.
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ before: 'label', name: 'title' }));
    expect(api.find('PATCH', '/columns/7.2').map((r) => r.body)).toEqual([
      { name: 'title', is_nullable: false },
      { name: 'title', is_nullable: false },
    ]);
  });
});
