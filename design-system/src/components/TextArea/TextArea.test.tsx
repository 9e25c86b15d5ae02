import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { TextArea } from './TextArea.js';
import { textAreaFont } from './TextArea.css.js';

describe('TextArea', () => {
  it('takes several lines, Enter included', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Definition" onChange={onChange} rows={5} />);
    const area = screen.getByRole('textbox', { name: 'Definition' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    await userEvent.type(area, 'bucket_id = 1{Enter}and true');
    expect(onChange).toHaveBeenLastCalledWith('bucket_id = 1\nand true');
  });

  it('sets code in the code face when asked', () => {
    render(
      <>
        <TextArea label="Prose" />
        <TextArea label="Value" font="code" />
      </>,
    );
    const classes = (name: string) => screen.getByRole('textbox', { name }).classList;
    expect(classes('Value').contains(textAreaFont.code)).toBe(true);
    expect(classes('Prose').contains(textAreaFont.code)).toBe(false);
  });

  it('validates like every field: silent until blurred', async () => {
    render(
      <TextArea
        label="Definition"
        validate={(v) => (v.trim() ? undefined : 'Please provide a definition for your policy')}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Definition' });
    expect(area.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(area);
    await userEvent.tab();
    expect(descriptionOf(area)).toBe('Please provide a definition for your policy');
  });

  it('cannot be edited when disabled', async () => {
    render(<TextArea label="Notes" defaultValue="kept" isDisabled />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'more');
    expect(area).toHaveProperty('value', 'kept');
  });

  it('is accessible', async () => {
    const { container } = render(
      <TextArea label="Notes" description="Markdown allowed" placeholder="Write…" />,
    );
    await expectAccessible(container);
  });
});
