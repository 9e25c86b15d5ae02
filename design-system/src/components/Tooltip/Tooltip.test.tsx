import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { Tooltip } from './Tooltip.js';

const permission = 'You need additional permissions to delete buckets';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the control, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the URL">
        <Button>Copy</Button>
      </Tooltip>,
    );
    await user.tab();
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Copy the URL');
    expect(screen.getByRole('button', { name: 'Copy' }).getAttribute('aria-describedby')).toBe(
      tip.id,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Refresh the list" delay={50}>
        <Button>Refresh</Button>
      </Tooltip>,
    );
    // A real mouse moves before it enters; react-aria only hover-opens for pointer users.
    await user.hover(document.body);
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Refresh the list');
    await user.unhover(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('still explains a disabled control on focus and hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={permission} delay={0}>
        <Button isDisabled>Delete</Button>
      </Tooltip>,
    );
    await user.tab();
    const standIn = document.activeElement as HTMLElement;
    expect(standIn.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tooltip').textContent).toBe(permission);
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(document.body);
    await user.hover(standIn);
    expect((await screen.findByRole('tooltip')).textContent).toBe(permission);
  });

  it('is accessible while shown, also around a disabled control', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content={permission}>
          <Button isDisabled>Delete</Button>
        </Tooltip>
        <Tooltip content="Copy the URL">
          <Button>Copy</Button>
        </Tooltip>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await expectAccessible(document.body);
  });
});
