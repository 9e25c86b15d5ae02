// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.js';

function renderMenu(onAction = vi.fn()) {
  render(
    <Menu trigger={<Button>Actions</Button>} onAction={onAction}>
      <MenuItem id="copy" shortcut="⌘C">
        Copy
      </MenuItem>
      <MenuItem id="rename">Rename</MenuItem>
      <MenuSeparator />
      <MenuSection title="Danger zone">
        <MenuItem id="delete" tone="critical">
          Delete
        </MenuItem>
      </MenuSection>
    </Menu>,
  );
  return onAction;
}

describe('Menu', () => {
  it('names an item by all it shows, its description included', async () => {
    const user = userEvent.setup();
    render(
      <Menu trigger={<Button>Insert</Button>}>
        <MenuItem id="row" description="Insert a new row into the table">
          Insert row
        </MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    // axe's label-content-name-mismatch: the name holds the item's visible text.
    const item = screen.getByRole('menuitem', {
      name: 'Insert row Insert a new row into the table',
    });
    expect(item.getAttribute('aria-describedby')).toBeNull();
  });

  it('opens from the keyboard, runs the chosen item and gives focus back', async () => {
    const user = userEvent.setup();
    const onAction = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(menu).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Copy/ }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('rename');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('shows shortcut text and styles critical items apart', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const copy = screen.getByRole('menuitem', { name: /Copy/ });
    expect(copy.querySelector('kbd')?.textContent).toBe('⌘C');
    const remove = screen.getByRole('menuitem', { name: 'Delete' });
    expect(remove.className).not.toBe(screen.getByRole('menuitem', { name: 'Rename' }).className);
    expect(screen.getByRole('group', { name: 'Danger zone' })).toBeTruthy();
  });

  it('is accessible when open', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await expectAccessible(document.body);
  });
});
