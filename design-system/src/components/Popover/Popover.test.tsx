import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { Popover, PopoverSurface } from './Popover.js';
import { popoverOffset, popoverWidth } from './size.js';

function renderPopover() {
  render(
    <Popover trigger={<Button>Filter</Button>} title="Filter rows">
      <label>
        Column <input />
      </label>
    </Popover>,
  );
  return screen.getByRole('button', { name: 'Filter' });
}

function Dropdown() {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={ref}>anchor</button>
      <PopoverSurface variant="dropdown" triggerRef={ref} isOpen aria-label="Options">
        <p>long list</p>
      </PopoverSurface>
    </>
  );
}

describe('Popover', () => {
  it('opens from the keyboard as a dialog named by its title', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Filter rows' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('is 16rem wide and sits 4px from its trigger by default', async () => {
    expect(popoverWidth).toBe('16rem');
    expect(popoverOffset).toBe(4);
    const user = userEvent.setup();
    await user.click(renderPopover());
    // jsdom lays nothing out: the trigger ends at 0, so the popover's top is the offset alone.
    expect(screen.getByRole('dialog', { name: 'Filter rows' }).parentElement!.style.top).toBe(
      '4px',
    );
  });

  it('takes another offset when given one', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Sort</Button>} title="Sort rows" offset={12}>
        <p>by name</p>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByRole('dialog', { name: 'Sort rows' }).parentElement!.style.top).toBe('12px');
  });

  it('caps dropdown lists at 24rem', () => {
    render(<Dropdown />);
    // react-aria writes the cap inline, lowered further only when the viewport is shorter.
    expect(screen.getByRole('dialog', { name: 'Options' }).style.maxHeight).toBe('384px');
  });

  it('is accessible when open', async () => {
    const user = userEvent.setup();
    await user.click(renderPopover());
    await expectAccessible(document.body);
  });
});
