import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox.js';

const schemas = ['public', 'auth', 'storage', 'graphql'].map((name) => ({ id: name, name }));
type Schema = (typeof schemas)[number];

function SchemaPicker(props: Partial<ComboBoxProps<Schema>>) {
  return (
    <ComboBox label="Schema" items={schemas} {...props}>
      {(schema: Schema) => <ComboBoxItem id={schema.id}>{schema.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters as you type and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<SchemaPicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Schema' });
    await userEvent.type(input, 'st');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['storage']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('storage');
    expect(input).toHaveProperty('value', 'storage');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the full list from its button', async () => {
    render(<SchemaPicker defaultValue="auth" />);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'auth');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: 'auth' }).getAttribute('aria-selected')).toBe('true');
  });

  it('takes ComboBoxItem children', async () => {
    render(
      <ComboBox label="Sort">
        <ComboBoxItem id="name">Name</ComboBoxItem>
        <ComboBoxItem id="created_at">Created at</ComboBoxItem>
      </ComboBox>,
    );
    await userEvent.type(screen.getByRole('combobox'), 'cr');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Created at']);
  });

  it('takes no input while disabled', async () => {
    render(<SchemaPicker isDisabled />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'pu');
    expect(input).toHaveProperty('disabled', true);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows a validation error once the field is left', async () => {
    render(
      <>
        <SchemaPicker
          isRequired
          validate={(v) => (v === 'auth' ? 'auth is managed for you' : undefined)}
        />
        <button>Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Schema' });
    await userEvent.type(input, 'au');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(descriptionOf(input)).toBe('auth is managed for you'));
  });

  it('is accessible, closed and open', async () => {
    const { container } = render(<SchemaPicker description="Tables are listed per schema" />);
    await expectAccessible(container);
    await userEvent.click(screen.getByRole('button'));
    await expectAccessible(document.body);
  });
});
