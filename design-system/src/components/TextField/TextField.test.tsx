import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { TextField } from './TextField.js';

describe('TextField', () => {
  it('is labelled, described and reports every keystroke', async () => {
    const onChange = vi.fn();
    render(<TextField label="Bucket name" description="Lowercase only" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bucket name' });
    expect(descriptionOf(input)).toBe('Lowercase only');
    await userEvent.type(input, 'avatars');
    expect(input).toHaveProperty('value', 'avatars');
    expect(onChange).toHaveBeenLastCalledWith('avatars');
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('follows a controlled value', async () => {
    const { rerender } = render(<TextField label="Name" value="a" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'b');
    expect(input).toHaveProperty('value', 'a');
    rerender(<TextField label="Name" value="ab" />);
    expect(input).toHaveProperty('value', 'ab');
  });

  it('cannot be edited when disabled or read-only', async () => {
    render(
      <>
        <TextField label="Disabled" defaultValue="x" isDisabled />
        <TextField label="Read-only" defaultValue="y" isReadOnly />
      </>,
    );
    const disabled = screen.getByRole('textbox', { name: 'Disabled' });
    const readOnly = screen.getByRole('textbox', { name: 'Read-only' });
    await userEvent.type(disabled, 'z');
    await userEvent.type(readOnly, 'z');
    expect(disabled).toHaveProperty('disabled', true);
    expect(disabled).toHaveProperty('value', 'x');
    expect(readOnly).toHaveProperty('value', 'y');
  });

  it('marks a required field and explains an error once touched', async () => {
    render(<TextField label="Policy name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Policy name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByText('Required')).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Required');
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <TextField label="Name" description="Shown in the sidebar" placeholder="avatars" />
        <TextField label="Broken" errorMessage="Name is taken" defaultValue="public" />
        <TextField label="Off" isDisabled />
      </>,
    );
    await expectAccessible(container);
  });
});
