import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './test/fake-api.js';
import { petsTable, renderGrid } from './test/render-grid.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A Read-only member's grants: read everything, write nothing. */
const READ_ONLY = [{ action: 'sql:admin:read' as const, resource: '*' }];

describe('TableGrid for a member without write permission', () => {
  it('disables adding a column with the spec’s tooltip', async () => {
    stubApi(petsTable(1));
    renderGrid('/project/p1/editor/7', READ_ONLY);
    const grid = await screen.findByRole('grid', { name: 'pets' });
    const add = within(grid)
      .getAllByRole('button', { name: 'Add column' })
      .find((b) => b.tagName === 'BUTTON')!;
    expect(add.hasAttribute('disabled')).toBe(true);
    // The disabled button sits in a focusable stand-in that carries the tooltip.
    const standIn = add.parentElement!;
    expect(standIn.getAttribute('aria-disabled')).toBe('true');
    // The grid is one tab stop that leads to a cell; the header's controls lie back from it.
    const firstCell = grid.querySelector<HTMLElement>('[data-cell="0:0"]')!;
    firstCell.focus();
    for (let i = 0; i < 60 && document.activeElement !== standIn; i++)
      await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(standIn);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'You need additional permissions to create columns',
    );
  });

  it('disables editing and deleting a column, saying why', async () => {
    stubApi(petsTable(1));
    renderGrid('/project/p1/editor/7', READ_ONLY);
    await screen.findByRole('grid', { name: 'pets' });
    await userEvent.click(screen.getByRole('button', { name: 'name column menu' }));
    for (const name of [/Edit column/, /Delete column/]) {
      const item = await screen.findByRole('menuitem', { name });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.textContent).toContain('Additional permissions required to edit/delete column');
    }
    expect(
      screen.getByRole('menuitem', { name: /Freeze column/ }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('opens no cell editor and writes nothing', async () => {
    const { calls } = stubApi(petsTable(1));
    renderGrid('/project/p1/editor/7', READ_ONLY);
    const grid = await screen.findByRole('grid', { name: 'pets' });
    const cell = (await within(grid).findByText('pet 1')).closest('td')!;
    fireEvent.mouseDown(cell);
    fireEvent.keyDown(cell, { key: 'Enter' });
    fireEvent.doubleClick(cell);
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
