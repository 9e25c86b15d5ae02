import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { Radio } from './Radio.js';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.js';

function ViewPicker(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="View" {...props}>
      <Radio value="COLUMNS">Columns</Radio>
      <Radio value="LIST" description="One row per file">
        List
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is one group whose choice moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<ViewPicker defaultValue="COLUMNS" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Columns' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'List' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenCalledWith('LIST');
  });

  it('picks by click and describes each option', async () => {
    render(<ViewPicker />);
    const list = screen.getByRole('radio', { name: 'List' });
    expect(descriptionOf(list)).toBe('One row per file');
    await userEvent.click(screen.getByText('List'));
    expect(list).toHaveProperty('checked', true);
  });

  it('ignores clicks while disabled', async () => {
    render(<ViewPicker isDisabled />);
    await userEvent.click(screen.getByText('List'));
    const list = screen.getByRole('radio', { name: 'List' });
    expect(list).toHaveProperty('checked', false);
    expect(list).toHaveProperty('disabled', true);
  });

  it('validates on mount and every change, showing the error once focus leaves', async () => {
    const validate = vi.fn((v: string | null) => (v === null ? 'Pick a view' : undefined));
    render(
      <>
        <ViewPicker validate={validate} />
        <button>Next</button>
      </>,
    );
    expect(validate).toHaveBeenCalledWith(null);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(group.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toBe('Pick a view');
    await userEvent.click(screen.getByText('Columns'));
    expect(validate).toHaveBeenLastCalledWith('COLUMNS');
    expect(group.getAttribute('aria-invalid')).toBeNull();
  });

  it('is accessible', async () => {
    const { container } = render(
      <ViewPicker description="Persisted per project" orientation="horizontal" isRequired />,
    );
    await expectAccessible(container);
  });
});
