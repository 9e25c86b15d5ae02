import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildGridColumns } from '../grid/model/grid-column.js';
import { apiColumn } from '../grid/test/fake-api.js';
import { aPrimaryKey, aTable } from '@atrium/core/testing';
import { RowEditorPanel } from './RowEditorPanel.js';

const columns = buildGridColumns(
  [
    apiColumn('id', 'int8', 1, {
      is_identity: true,
      identity_generation: 'ALWAYS',
      is_nullable: false,
    }),
    apiColumn('name', 'text', 2, { is_nullable: false }),
    apiColumn('age', 'int4', 3, { default_value: '1' }),
    apiColumn('meta', 'jsonb', 4),
    apiColumn('nick', 'text', 5),
    apiColumn('note', 'text', 6),
  ],
  aTable({ primary_keys: [aPrimaryKey('id')] }),
);

describe('RowEditorPanel', () => {
  it('inserts only the fields filled in, so the others take their defaults', async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <RowEditorPanel tableName="pets" columns={columns} onSave={onSave} onClose={() => {}} />,
    );
    const panel = screen.getByRole('dialog', { name: 'Add new row to pets' });
    expect(screen.getByPlaceholderText('Automatically generated as identity')).toBeTruthy();
    expect(screen.getByPlaceholderText('Default: 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^name/ }), { target: { value: 'Rex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Rex' }));
    expect(panel).toBeTruthy();
  });

  it("refuses invalid JSON with 'Please enter a valid JSON'", async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <RowEditorPanel tableName="pets" columns={columns} onSave={onSave} onClose={() => {}} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^meta/ }), {
      target: { value: '{oops' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid JSON')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a row: sends only changed, editable fields, and shows a failure', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('new row violates check constraint');
    });
    render(
      <RowEditorPanel
        tableName="pets"
        columns={columns}
        row={{ id: '4', name: 'Rex', age: 3, meta: null }}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^age/ }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('new row violates check constraint')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ age: '5' });
  });

  it('shows NULL as NULL, apart from an empty string, and sets a field to NULL (issue 21, item 18)', async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <RowEditorPanel
        tableName="pets"
        columns={columns}
        row={{ id: '4', name: 'Rex', age: 3, meta: null, nick: null, note: '' }}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    const nick = screen.getByRole('textbox', { name: /^nick/ });
    const note = screen.getByRole('textbox', { name: /^note/ });
    expect(nick.getAttribute('placeholder')).toBe('NULL');
    expect(note.getAttribute('placeholder')).toBeNull();
    // Text is edited over several lines.
    expect(nick.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: /^name/ }).tagName).toBe('TEXTAREA');
    fireEvent.click(screen.getByRole('button', { name: 'Set note to NULL' }));
    expect(note.getAttribute('placeholder')).toBe('NULL');
    // Typing into a NULL field makes it text: here the empty string, which is not NULL.
    fireEvent.change(nick, { target: { value: 'x' } });
    fireEvent.change(nick, { target: { value: '' } });
    expect(nick.getAttribute('placeholder')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ nick: '', note: null }));
  });

  it("clears the server's refusal once a field changes", async () => {
    const onSave = vi.fn(async () => {
      throw new Error('duplicate key value violates unique constraint "pets_name_key"');
    });
    render(
      <RowEditorPanel tableName="pets" columns={columns} onSave={onSave} onClose={() => {}} />,
    );
    const name = screen.getByRole('textbox', { name: /^name/ });
    fireEvent.change(name, { target: { value: 'Rex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to insert row')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Rexa' } });
    expect(screen.queryByText('Failed to insert row')).toBeNull();
    expect(screen.queryByText(/duplicate key value/)).toBeNull();
  });
});
