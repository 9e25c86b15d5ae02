import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPopover } from './FilterPopover.js';

describe('FilterPopover', () => {
  it('adds a rule and applies it, and removes it again', () => {
    const onApply = vi.fn();
    const { rerender } = render(
      <FilterPopover columns={['name', 'age']} filters={[]} onApply={onApply} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'Rex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledWith([{ column: 'name', operator: 'eq', value: 'Rex' }]);

    rerender(
      <FilterPopover
        columns={['name', 'age']}
        filters={onApply.mock.calls[0]![0]}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtered by 1 rule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter on name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenLastCalledWith([]);
  });

  it("picks an enum column's value from its values (issue 21, item 19)", async () => {
    const onApply = vi.fn();
    render(
      <FilterPopover
        columns={['status']}
        enumValues={{ status: ['placed', 'shipped'] }}
        filters={[{ column: 'status', operator: 'eq', value: '' }]}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtered by 1 rule' }));
    expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Value/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['placed', 'shipped']);
    fireEvent.click(screen.getByRole('option', { name: 'shipped' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledWith([{ column: 'status', operator: 'eq', value: 'shipped' }]);
  });

  it("names each operator by the spec's pair of symbol and name", async () => {
    render(
      <FilterPopover
        columns={['name']}
        filters={[{ column: 'name', operator: 'like', value: 'R%' }]}
        onApply={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtered by 1 rule' }));
    fireEvent.click(screen.getByRole('button', { name: /Operator/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      '= eq',
      '<> neq',
      '> gt',
      '< lt',
      '>= gte',
      '<= lte',
      '~~ like',
      '~~* ilike',
      'in',
      'is',
    ]);
  });
});
