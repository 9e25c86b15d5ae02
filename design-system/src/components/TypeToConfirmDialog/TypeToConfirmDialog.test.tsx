// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { TypeToConfirmDialog } from './TypeToConfirmDialog.js';

function renderDialog(onConfirm: () => void | Promise<unknown> = vi.fn()) {
  render(
    <TypeToConfirmDialog
      trigger={<Button>Delete table</Button>}
      title="Delete table countries"
      confirmLabel="Delete"
      confirmValue="countries"
      onConfirm={onConfirm}
    >
      The table and all its rows will be deleted.
    </TypeToConfirmDialog>,
  );
  return screen.getByRole('button', { name: 'Delete table' });
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete' });

describe('TypeToConfirmDialog', () => {
  it('enables confirm only for the exact value and says when it does not match', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await user.click(renderDialog(onConfirm));
    const field = screen.getByRole('textbox', { name: 'Type countries to confirm.' });
    expect(document.activeElement).toBe(field);
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText('Value entered does not match.')).toBeNull();

    await user.type(field, 'Countries');
    expect(screen.getByText('Value entered does not match.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(confirmButton()).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, 'countries');
    expect(screen.queryByText('Value entered does not match.')).toBeNull();
    expect(confirmButton()).toHaveProperty('disabled', false);
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('starts empty again each time it opens', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    await user.click(trigger);
    await user.type(screen.getByRole('textbox'), 'countries');
    await user.keyboard('{Escape}');
    await user.click(trigger);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
    expect(confirmButton()).toHaveProperty('disabled', true);
  });

  it('shows a failed confirm and stays open', async () => {
    const user = userEvent.setup();
    await user.click(renderDialog(() => Promise.reject(new Error('Table is referenced'))));
    await user.type(screen.getByRole('textbox'), 'countries');
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Table is referenced');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('is accessible with a mismatch shown', async () => {
    const user = userEvent.setup();
    await user.click(renderDialog());
    await user.type(screen.getByRole('textbox'), 'wrong');
    await expectAccessible(screen.getByRole('alertdialog'));
  });
});
