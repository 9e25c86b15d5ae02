import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Glyph } from '../FormField/Glyph.js';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is named by its label and pressed by mouse or keyboard', async () => {
    const onPress = vi.fn();
    render(<IconButton icon={<Glyph name="close" />} label="Close panel" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close panel' });
    expect(button.textContent).toBe('');
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn();
    render(<IconButton icon={<Glyph name="plus" />} label="Add" isDisabled onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps a square per size and takes Button variants', () => {
    render(
      <>
        <IconButton icon={<Glyph name="plus" />} label="Small" size="small" />
        <IconButton icon={<Glyph name="plus" />} label="Large" size="large" variant="solid" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Small' }).className).not.toBe(
      screen.getByRole('button', { name: 'Large' }).className,
    );
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <IconButton icon={<Glyph name="search" />} label="Search" />
        <IconButton icon={<Glyph name="close" />} label="Delete" tone="critical" isPending />
      </>,
    );
    await expectAccessible(container);
  });
});
