// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { Menu, MenuItem } from '../Menu/Menu.js';
import { Popover } from '../Popover/Popover.js';
import { Select } from '../Select/Select.js';
import { SelectItem } from '../Select/SelectItem.js';
import { SelectStandIn } from '../Select/SelectStandIn.js';
import { Deferred, type DeferredLoader, type DeferredOpenState } from './Deferred.js';

/** A loader the test finishes when it chooses, so a press can come before the widget is there. */
function heldLoader<P extends object>(widget: ComponentType<P & DeferredOpenState>) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const load: DeferredLoader<P> = async () => {
    await done;
    return widget;
  };
  return { load, finish: () => act(finish) };
}

const trigger = <Button>Actions</Button>;
function ActionsMenu(open: DeferredOpenState) {
  return (
    <Menu {...open} trigger={trigger} aria-label="Actions">
      <MenuItem id="edit">Edit</MenuItem>
      <MenuItem id="delete">Delete</MenuItem>
    </Menu>
  );
}
function FilterPopover(open: DeferredOpenState) {
  return (
    <Popover {...open} trigger={<Button>Filter</Button>} title="Filter rows">
      <input aria-label="Column" />
    </Popover>
  );
}
function SortSelect(open: DeferredOpenState) {
  return (
    <Select {...open} aria-label="Sort" value="name">
      <SelectItem id="name">Name</SelectItem>
      <SelectItem id="type">Type</SelectItem>
    </Select>
  );
}

describe('Deferred', () => {
  it('opens a menu pressed before it loaded, focus on its trigger to return to', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(ActionsMenu);
    render(<Deferred load={load} props={{}} standIn={trigger} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await finish();
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    // react-aria restores focus in the frame after the menu closes.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' })),
    );
  });

  it('opens a menu on the first ArrowDown before it loaded, its first item focused', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(ActionsMenu);
    render(<Deferred load={load} props={{}} standIn={trigger} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await finish();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' })),
    );
  });

  it('opens a popover on the first Enter before it loaded', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(FilterPopover);
    render(<Deferred load={load} props={{}} standIn={<Button>Filter</Button>} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await finish();
    const dialog = await screen.findByRole('dialog', { name: 'Filter rows' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('opens a popover pressed while it loads', async () => {
    const user = userEvent.setup();
    const load: DeferredLoader<object> = async () => FilterPopover;
    render(<Deferred load={load} props={{}} standIn={<Button>Filter</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter rows' })).toBeTruthy();
  });

  it('shows a select as it is named and opens it on a press before it loaded', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(SortSelect);
    render(
      <Deferred load={load} props={{}} standIn={<SelectStandIn aria-label="Sort" text="Name" />} />,
    );
    const standIn = screen.getByRole('button', { name: 'Name Sort' });
    await expectAccessible(document.body);
    await user.click(standIn);
    await finish();
    expect(await screen.findByRole('option', { name: 'Type' })).toBeTruthy();
  });

  it('opens a select on the first ArrowDown before it loaded, an option focused', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(SortSelect);
    render(
      <Deferred load={load} props={{}} standIn={<SelectStandIn aria-label="Sort" text="Name" />} />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await finish();
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('option'));
  });

  it('loads on focus and hands focus to the real trigger', async () => {
    const user = userEvent.setup();
    const { load, finish } = heldLoader<object>(ActionsMenu);
    render(<Deferred load={load} props={{}} standIn={trigger} />);
    await user.tab();
    const standIn = document.activeElement;
    await finish();
    await waitFor(() => expect(document.activeElement).not.toBe(standIn));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
