import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { NumberField } from './NumberField.js';

describe('NumberField', () => {
  it('steps with the arrow keys and the buttons, within its bounds', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Limit" defaultValue={9} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Limit' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveProperty('value', '10');
    await userEvent.click(screen.getByRole('button', { name: /decrease/i }));
    expect(input).toHaveProperty('value', '9');
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('commits a typed number on blur and empties to NaN', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Limit" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Limit' });
    await userEvent.type(input, '42');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(42);
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(NaN);
  });

  it('shows a validation error once touched', async () => {
    render(
      <NumberField
        label="File size limit"
        defaultValue={-1}
        validate={(v) => (v < 0 ? 'File size upload limit has to be at least 0' : undefined)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'File size limit' });
    expect(descriptionOf(input)).toBe('');
    await userEvent.click(input);
    await userEvent.tab();
    expect(descriptionOf(input)).toBe('File size upload limit has to be at least 0');
  });

  it('ignores input while disabled', async () => {
    render(<NumberField label="Limit" defaultValue={1} isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Limit' });
    await userEvent.type(input, '5');
    expect(input).toHaveProperty('value', '1');
    expect(screen.getByRole('button', { name: /increase/i })).toHaveProperty('disabled', true);
  });

  it('is accessible', async () => {
    const { container } = render(
      <NumberField label="Rows" description="Per page" defaultValue={100} minValue={1} />,
    );
    await expectAccessible(container);
  });
});
