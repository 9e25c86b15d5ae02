import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles from a click on its label and from Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Public bucket</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Public bucket' });
    await userEvent.click(screen.getByText('Public bucket'));
    expect(box).toHaveProperty('checked', true);
    await userEvent.keyboard(' ');
    expect(box).toHaveProperty('checked', false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value and shows indeterminate', () => {
    const { rerender } = render(<Checkbox isSelected={false}>All rows</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'All rows' });
    expect(box).toHaveProperty('checked', false);
    rerender(<Checkbox isIndeterminate>All rows</Checkbox>);
    expect(box).toHaveProperty('indeterminate', true);
  });

  it('cannot be toggled while disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Locked
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Locked'));
    expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is described by its description', () => {
    render(<Checkbox description="Anyone with the URL can read files">Public</Checkbox>);
    expect(descriptionOf(screen.getByRole('checkbox'))).toBe('Anyone with the URL can read files');
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <Checkbox defaultSelected description="Shown in lists">
          Visible
        </Checkbox>
        <Checkbox isIndeterminate>Some</Checkbox>
        <Checkbox isDisabled>Off</Checkbox>
      </>,
    );
    await expectAccessible(container);
  });
});
