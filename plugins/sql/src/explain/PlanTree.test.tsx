import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planTree } from './plan-tree.js';
import { PlanTree } from './PlanTree.js';

/** A Hash Join over a scan that takes most of the time, and a Hash over an index scan. */
const plan = planTree({
  Plan: {
    'Node Type': 'Hash Join',
    'Join Type': 'Inner',
    'Total Cost': 300,
    'Plan Rows': 1000,
    'Actual Total Time': 40,
    'Actual Rows': 990,
    'Actual Loops': 1,
    Plans: [
      {
        'Node Type': 'Seq Scan',
        'Relation Name': 'orders',
        Schema: 'public',
        Alias: 'o',
        'Total Cost': 200,
        'Plan Rows': 1000,
        'Actual Total Time': 30,
        'Actual Rows': 1000,
        'Actual Loops': 1,
      },
      {
        'Node Type': 'Hash',
        'Total Cost': 20,
        'Plan Rows': 50,
        'Actual Total Time': 2,
        'Actual Rows': 50,
        'Actual Loops': 1,
        Plans: [
          {
            'Node Type': 'Index Scan',
            'Relation Name': 'customers',
            Schema: 'public',
            'Total Cost': 18,
            'Plan Rows': 50,
            'Actual Total Time': 1.5,
            'Actual Rows': 50,
            'Actual Loops': 1,
          },
        ],
      },
    ],
  },
  'Planning Time': 0.1,
  'Execution Time': 40.2,
});

const items = () => screen.getAllByRole('row');
const heading = (item: HTMLElement) => item.textContent ?? '';

describe('PlanTree', () => {
  it('shows every node open, with its rows, loops, self and total time', () => {
    render(<PlanTree plan={plan} />);
    const tree = screen.getByRole('treegrid', { name: 'Query plan' });
    expect(within(tree).getAllByRole('row')).toHaveLength(4);
    const [join, scan, hash, index] = items();
    expect(join!.getAttribute('aria-expanded')).toBe('true');
    expect(join!.getAttribute('aria-level')).toBe('1');
    expect(index!.getAttribute('aria-level')).toBe('3');
    expect(heading(scan!)).toContain('Seq Scan');
    expect(heading(scan!)).toContain('on public.orders o');
    expect(heading(scan!)).toContain(
      'estimated 1,000 rows · actual 1,000 rows · 1 loops · self 30 ms · total 30 ms',
    );
    expect(heading(hash!)).toContain('self 0.5 ms · total 2 ms');
  });

  it('highlights the costly node, and only it, with its share of the time', () => {
    render(<PlanTree plan={plan} />);
    const costly = items().filter((item) => item.dataset.costly === 'true');
    expect(costly.map(heading)).toEqual([expect.stringContaining('Seq Scan')]);
    expect(heading(costly[0]!)).toContain('Costly: 75 % of the time');
  });

  it('moves with the arrow keys and collapses and expands a node with Left and Right', async () => {
    render(<PlanTree plan={plan} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(items()[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(heading(document.activeElement as HTMLElement)).toMatch(/^.?Hash/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(items()).toHaveLength(3);
    expect(items()[2]!.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowRight}');
    expect(items()).toHaveLength(4);
  });
});
