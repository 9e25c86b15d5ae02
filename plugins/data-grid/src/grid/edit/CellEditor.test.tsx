// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aColumn, expectAccessible } from '@atrium/core/testing';
import type { Column } from '@atrium/core/plugin-api';
import { buildGridColumns } from '../model/grid-column.js';
import { CellEditor } from './CellEditor.js';

const columnOf = (format: string, fields: Partial<Column> = {}) =>
  buildGridColumns([aColumn('value', format, 2, fields)], undefined)[0]!;

const mood = { data_type: 'USER-DEFINED', enums: ['sad', 'ok', 'happy'] };

function renderEditor(format: string, value: unknown, fields: Partial<Column> = {}) {
  const onCommit = vi.fn();
  const onCancel = vi.fn();
  const onGridKey = vi.fn();
  const { unmount } = render(
    // The grid's own key handler must never see the editor's keys.
    <div onKeyDown={onGridKey}>
      <CellEditor
        column={columnOf(format, fields)}
        value={value}
        onCommit={onCommit}
        onCancel={onCancel}
      />
    </div>,
  );
  return { onCommit, onCancel, onGridKey, unmount };
}

describe('boolean and enum pickers', () => {
  it('opens on the current value; arrows move and Enter commits the choice', async () => {
    const { onCommit, onCancel, onGridKey } = renderEditor('bool', true);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TRUE', 'FALSE', 'NULL']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('TRUE'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onCommit).toHaveBeenCalledWith(false, 'down');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onGridKey).not.toHaveBeenCalled();
  });

  it('starts on the choice a typed character begins, committed by Enter', async () => {
    const onCommit = vi.fn();
    render(
      <CellEditor
        column={columnOf('bool', {})}
        value={true}
        initialText="f"
        onCommit={onCommit}
        onCancel={vi.fn()}
      />,
    );
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('FALSE'));
    await userEvent.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith(false, 'down');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('cancels a typed choice on Escape', async () => {
    const onCommit = vi.fn();
    const onCancel = vi.fn();
    render(
      <CellEditor
        column={columnOf('bool', {})}
        value={true}
        initialText="f"
        onCommit={onCommit}
        onCancel={onCancel}
      />,
    );
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('offers NULL only when the column is nullable', async () => {
    renderEditor('bool', false, { is_nullable: false });
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TRUE', 'FALSE']);
  });

  it('picks an enum label, NULL as null', async () => {
    const { onCommit } = renderEditor('mood', 'ok', mood);
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('ok'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onCommit).toHaveBeenCalledWith(null, 'down');
  });

  it('cancels on Escape without committing', async () => {
    const { onCommit, onCancel, onGridKey } = renderEditor('mood', 'ok', mood);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
    expect(onGridKey).not.toHaveBeenCalled();
  });

  it('is accessible while open', async () => {
    renderEditor('mood', 'happy', mood);
    await screen.findByRole('listbox');
    await expectAccessible(document.body);
  });
});

describe('JSON editor', () => {
  it('shows the stored text in a roomy area; Enter commits the text typed', async () => {
    const stored = '{"b":1,  "a":2, "b":3, "big": 12345678901234567890123}';
    const { onCommit, onGridKey } = renderEditor('json', stored);
    const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Edit value' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe(stored);
    await waitFor(() => expect(document.activeElement).toBe(area));
    await userEvent.clear(area);
    await userEvent.type(area, '{{"b":{Shift>}{Enter}{/Shift}[[1,2]}');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('{"b":\n[1,2]}', 'down');
    expect(onGridKey).not.toHaveBeenCalled();
  });

  it("keeps an invalid value open with 'Please enter a valid JSON'; empty is NULL", async () => {
    const { onCommit } = renderEditor('json', null);
    const area = screen.getByRole('textbox', { name: 'Edit value' });
    await userEvent.type(area, '{{oops');
    await userEvent.keyboard('{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid JSON')).toBeTruthy();
    await userEvent.clear(area);
    await userEvent.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith(null, 'down');
  });

  it('cancels on Escape, and is accessible', async () => {
    const { onCommit, onCancel } = renderEditor('jsonb', [1]);
    await expectAccessible(document.body);
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit value' }), '{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('date and time input', () => {
  it("shows the spec's placeholder and the format under the cell", () => {
    renderEditor('timestamptz', null);
    const input = screen.getByRole('textbox', { name: 'Edit value' });
    expect(input.getAttribute('placeholder')).toBe('yyyy-mm-dd hh:mm:ss+zz');
    expect(screen.getByRole('button', { name: 'Set to now' })).toBeTruthy();
  });

  it('starts from the stored timestamp with a space, and commits the typed text on Enter', async () => {
    const { onCommit } = renderEditor('timestamptz', '2024-05-01T10:00:00+00:00');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit value' });
    expect(input.value).toBe('2024-05-01 10:00:00+00:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-12-31 23:59:00+02{Enter}');
    expect(onCommit).toHaveBeenCalledWith('2025-12-31 23:59:00+02', 'down');
  });

  it("fills the current moment with 'Set to now' and keeps the input focused", async () => {
    const { onCommit } = renderEditor('timestamp', null);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit value' });
    await userEvent.click(screen.getByRole('button', { name: 'Set to now' }));
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(document.activeElement).toBe(input);
  });

  it('cancels on Escape, and is accessible', async () => {
    const first = renderEditor('date', '2024-05-01');
    await expectAccessible(document.body);
    await userEvent.keyboard('{Escape}');
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    expect(first.onCommit).not.toHaveBeenCalled();
  });

  it('commits on blur', async () => {
    const { onCommit } = renderEditor('date', '2024-05-01');
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit value' }), '{Backspace}2');
    await userEvent.click(document.body);
    expect(onCommit).toHaveBeenCalledWith('2024-05-02', undefined);
  });
});

describe('an editor saved without a change', () => {
  it('commits the value it opened on: a NULL text or money stays NULL, not an empty string', async () => {
    for (const format of ['text', 'money', 'bytea']) {
      const { onCommit, unmount } = renderEditor(format, null);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit value' });
      expect(input.value).toBe('');
      await userEvent.type(input, '{Enter}');
      expect(onCommit).toHaveBeenCalledWith(null, 'down');
      unmount();
    }
  });
});
