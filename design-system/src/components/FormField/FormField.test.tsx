import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { TextField } from '../TextField/TextField.js';
import { descriptionOf } from './testing.js';

const noSpaceAtEnd = (value: string) =>
  value.endsWith(' ') ? 'The name of the bucket cannot end with a whitespace' : undefined;

// The behaviour lives in useFieldValidation; TextField is its simplest real consumer.
describe('FormField validation', () => {
  it('validates on mount and on every change', async () => {
    const validate = vi.fn(noSpaceAtEnd);
    render(<TextField label="Name" defaultValue="a" validate={validate} />);
    expect(validate).toHaveBeenLastCalledWith('a');
    await userEvent.type(screen.getByRole('textbox'), 'b');
    expect(validate).toHaveBeenLastCalledWith('ab');
  });

  it('hides the error until the field is blurred, then follows the value live', async () => {
    render(<TextField label="Name" validate={noSpaceAtEnd} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'a ');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/whitespace/)).toBeNull();

    await userEvent.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('The name of the bucket cannot end with a whitespace');

    await userEvent.type(input, '{Backspace}');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/whitespace/)).toBeNull();
  });

  it('blocks a submit, reveals the error and focuses the field', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Name" validate={noSpaceAtEnd} defaultValue="a " />
        <button type="submit">Create</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    await userEvent.type(input, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('counts a submit of a valid form as touching every field', async () => {
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" validate={noSpaceAtEnd} />
        <button type="submit">Create</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    // Typing into a field after a submit shows errors at once, without waiting for a blur.
    await userEvent.type(input, 'a ');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('forgets the touch on form reset', async () => {
    render(
      <form>
        <TextField label="Name" validate={noSpaceAtEnd} defaultValue="a" />
        <button type="reset">Reset</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' ');
    await userEvent.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveProperty('value', 'a');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows isInvalid and errorMessage at once, touched or not', () => {
    render(
      <>
        <TextField label="Server" errorMessage="Bucket already exists" />
        <TextField label="Forced" isInvalid validate={() => 'From validate'} />
      </>,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Server' }))).toBe(
      'Bucket already exists',
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Forced' }))).toBe('From validate');
  });

  it('is accessible with every part shown', async () => {
    const { container } = render(
      <TextField
        label="Name"
        description="Lowercase letters, numbers, dots and hyphens"
        isRequired
        errorMessage="Please provide a name for your bucket"
      />,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    await expectAccessible(container);
  });
});
