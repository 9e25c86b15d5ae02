import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from './Button.js';

describe('Button', () => {
  it('fires onPress from mouse and keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled and says so', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveProperty('disabled', true);
  });

  it('styles each variant and tone differently', () => {
    render(
      <>
        <Button variant="solid" tone="accent">
          A
        </Button>
        <Button variant="solid" tone="critical">
          B
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <Button>Plain</Button>
        <Button variant="solid" tone="critical" isPending>
          Deleting
        </Button>
      </>,
    );
    await expectAccessible(container);
  });
});
