import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagingOverflowMenu } from './PagingOverflowMenu.js';

describe('PagingOverflowMenu (issue 21, item 17)', () => {
  it("keeps 'Get exact count' and the rows per page when the bar is too narrow for them", async () => {
    const onPageSize = vi.fn();
    const onExactCount = vi.fn();
    render(
      <PagingOverflowMenu
        pageSize={100}
        onPageSize={onPageSize}
        count={{ count: 60_000, estimated: true }}
        onExactCount={onExactCount}
      />,
    );
    const more = screen.getByRole('button', { name: 'More paging options' });
    await userEvent.click(more);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Get exact count',
      '100 rows per page (shown)',
      '500 rows per page',
      '1000 rows per page',
    ]);
    expect(items[1]!.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Get exact count' }));
    expect(onExactCount).toHaveBeenCalledOnce();
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: '500 rows per page' }));
    expect(onPageSize).toHaveBeenCalledWith(500);
  });

  it('offers no exact count for a count that is exact', async () => {
    render(
      <PagingOverflowMenu
        pageSize={500}
        onPageSize={vi.fn()}
        count={{ count: 12, estimated: false }}
        onExactCount={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More paging options' }));
    await screen.findAllByRole('menuitem');
    expect(screen.queryByRole('menuitem', { name: 'Get exact count' })).toBeNull();
  });
});
