import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { AlertDialog } from './AlertDialog.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderAlert(onConfirm: () => void | Promise<unknown>) {
  render(
    <AlertDialog
      trigger={<Button>Delete bucket</Button>}
      title="Delete bucket avatars"
      confirmLabel="Delete"
      tone="critical"
      onConfirm={onConfirm}
    >
      All files in the bucket will be removed. This cannot be undone.
    </AlertDialog>,
  );
  return screen.getByRole('button', { name: 'Delete bucket' });
}

describe('AlertDialog', () => {
  it('keeps confirm pending until the promise resolves, then closes', async () => {
    const user = userEvent.setup();
    const work = deferred();
    await user.click(renderAlert(() => work.promise));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete bucket avatars' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('data-pending')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    work.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and shows the error when the promise rejects', async () => {
    const user = userEvent.setup();
    await user.click(renderAlert(() => Promise.reject(new Error('Bucket is not empty'))));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bucket is not empty');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('data-pending')).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels with the button or Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const trigger = renderAlert(onConfirm);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes at once when onConfirm is synchronous', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await user.click(renderAlert(onConfirm));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is accessible when open, with an error shown', async () => {
    const user = userEvent.setup();
    await user.click(renderAlert(() => Promise.reject(new Error('Permission denied'))));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    // The dialog, not the whole body: react-aria's live announcer leaves role="img" nodes in the
    // body that point at the (since removed) pending buttons of earlier tests.
    await expectAccessible(screen.getByRole('alertdialog'));
  });
});
