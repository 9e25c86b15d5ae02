// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { ContextMenu } from './ContextMenu.js';
import { MenuItem } from './Menu.js';

function renderContextMenu(onAction = vi.fn()) {
  render(
    <ContextMenu
      aria-label="File actions"
      onAction={onAction}
      menu={
        <>
          <MenuItem id="download">Download</MenuItem>
          <MenuItem id="delete" tone="critical">
            Delete
          </MenuItem>
        </>
      }
    >
      <Button>report.csv</Button>
    </ContextMenu>,
  );
  return onAction;
}

describe('ContextMenu', () => {
  it('opens at the pointer on right-click and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onAction = renderContextMenu();
    fireEvent.contextMenu(screen.getByRole('button', { name: 'report.csv' }), {
      clientX: 40,
      clientY: 60,
    });
    const menu = screen.getByRole('menu', { name: 'File actions' });
    expect(menu).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction.mock.lastCall?.[0]).toBe('delete');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Shift+F10 or the ContextMenu key, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    renderContextMenu();
    const file = screen.getByRole('button', { name: 'report.csv' });
    file.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Download' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(file));
    await user.keyboard('{ContextMenu}');
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('is accessible when open', async () => {
    renderContextMenu();
    fireEvent.contextMenu(screen.getByRole('button', { name: 'report.csv' }));
    await expectAccessible(document.body);
  });
});
