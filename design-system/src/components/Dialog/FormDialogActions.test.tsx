import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogActions } from './FormDialogActions.js';

function renderActions(isPending: boolean) {
  const close = vi.fn();
  const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <>
      <form id="bucket-form" onSubmit={submit} />
      <FormDialogActions
        close={close}
        formId="bucket-form"
        submitLabel="Save"
        isPending={isPending}
      />
    </>,
  );
  return { close, submit };
}

describe('FormDialogActions', () => {
  it('submits the form it names from outside it, and Cancel closes', async () => {
    const user = userEvent.setup();
    const { close, submit } = renderActions(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open while the write is pending', async () => {
    const user = userEvent.setup();
    const { close } = renderActions(true);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('disabled') || cancel.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    await user.click(cancel);
    expect(close).not.toHaveBeenCalled();
  });
});
