import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { Dialog } from './Dialog.js';

function renderDialog() {
  render(
    <Dialog
      trigger={<Button>Edit bucket</Button>}
      title="Edit bucket"
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="solid" tone="accent">
            Save
          </Button>
        </>
      )}
    >
      <label>
        Name <input defaultValue="avatars" />
      </label>
    </Dialog>,
  );
  return screen.getByRole('button', { name: 'Edit bucket' });
}

describe('Dialog', () => {
  it('opens from the keyboard and traps focus inside', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit bucket' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('lets the footer and the header close it', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be controlled without a trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Details" isOpen onOpenChange={onOpenChange}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' }).textContent).toContain('Body');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is accessible when open', async () => {
    const user = userEvent.setup();
    await user.click(renderDialog());
    await expectAccessible(document.body);
  });
});
