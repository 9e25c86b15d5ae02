import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableGrid } from '../TableGrid.js';
import { apiColumn, stubApi, type FakeTable } from '../test/fake-api.js';
import { GridHarness } from '../test/harness.js';

const table = (): FakeTable => ({
  columns: [
    apiColumn('id', 'int4', 1, { is_nullable: false }),
    apiColumn('name', 'text', 2),
    apiColumn('age', 'int4', 3),
  ],
  rows: [
    { id: 1, name: 'Rex', age: 3 },
    { id: 2, name: 'Fido', age: 5 },
    { id: 3, name: 'Luna', age: 7 },
  ],
  primaryKeys: ['id'],
});

async function renderGrid(fake: FakeTable) {
  const api = stubApi(fake);
  render(
    <GridHarness path="/project/p1/editor/7">
      <button type="button">before</button>
      <TableGrid tableId={7} />
      <button type="button">after</button>
    </GridHarness>,
  );
  const grid = await screen.findByRole('grid', { name: 'pets' });
  const cell = (row: number, col: number) =>
    grid.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
  return { ...api, grid, cell };
}

const columnOf = (cell: Element) => Number(cell.getAttribute('data-cell')!.split(':')[1]);

/** Resolves after `count` animation frames have passed. */
const animationFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = () => (count-- > 0 ? requestAnimationFrame(next) : resolve());
    next();
  });

/** A clipboard event with data, as the browser fires for Ctrl+C and Ctrl+V. */
function clipboardEvent(type: 'copy' | 'paste', text = '') {
  const data = new Map([['text/plain', text]]);
  const event = new Event(type, { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', {
    value: {
      getData: (k: string) => data.get(k) ?? '',
      setData: (k: string, v: string) => data.set(k, v),
    },
  });
  return { event, data };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('grid keyboard and clipboard', () => {
  it('moves with the arrows, keeps one tab stop, and copies a range as tab-separated lines', async () => {
    const { cell } = await renderGrid(table());
    fireEvent.mouseDown(cell(0, 1));
    expect(cell(0, 1).tabIndex).toBe(0);
    fireEvent.keyDown(cell(0, 1), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cell(1, 1), { key: 'ArrowRight', shiftKey: true });
    expect(cell(1, 2).getAttribute('data-active')).not.toBeNull();
    expect(cell(0, 1).tabIndex).toBe(-1);
    expect(cell(0, 2).getAttribute('aria-selected')).toBe('true');
    const { event, data } = clipboardEvent('copy');
    act(() => void cell(1, 2).dispatchEvent(event));
    expect(data.get('text/plain')).toBe('Rex\t3\nFido\t5');
  });

  it('pastes a range into the cells under the active one, and undoes it in one step', async () => {
    const fake = table();
    const { cell, calls } = await renderGrid(fake);
    fireEvent.mouseDown(cell(1, 1));
    const { event } = clipboardEvent('paste', 'Max\t9\nBella\tNULL');
    await act(async () => void cell(1, 1).dispatchEvent(event));
    await vi.waitFor(() => expect(fake.rows[2]).toEqual({ id: 3, name: 'Bella', age: null }));
    expect(fake.rows[1]).toEqual({ id: 2, name: 'Max', age: '9' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
    await act(async () => void fireEvent.keyDown(cell(1, 1), { key: 'z', ctrlKey: true }));
    await vi.waitFor(() => expect(fake.rows[2]).toEqual({ id: 3, name: 'Luna', age: 7 }));
    expect(fake.rows[1]).toEqual({ id: 2, name: 'Fido', age: 5 });
  });

  it('leaves Tab to the browser at the last column, so focus can leave the grid', async () => {
    const { cell } = await renderGrid(table());
    fireEvent.mouseDown(cell(0, 1));
    const inside = fireEvent.keyDown(cell(0, 1), { key: 'Tab' });
    expect(inside).toBe(false); // handled: moved to the next column
    expect(cell(0, 2).getAttribute('data-active')).not.toBeNull();
    const atEdge = fireEvent.keyDown(cell(0, 2), { key: 'Tab' });
    expect(atEdge).toBe(true); // not prevented: the browser moves focus on
  });

  it('focuses a cell scrolled into view late, so Enter after the arrows reaches it', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `column_${i}`);
    const { cell, grid } = await renderGrid({
      columns: names.map((name, i) => apiColumn(name, 'text', i + 1)),
      rows: [Object.fromEntries(names.map((name) => [name, name]))],
      primaryKeys: ['column_0'],
    });
    // jsdom has no layout: give the scroller a narrow view that scrolls, so columns are windowed.
    const scroller = grid.closest<HTMLElement>('[data-virtuoso-scroller]')!;
    let scrollLeft = 0;
    Object.defineProperty(scroller, 'clientWidth', { value: 300 });
    Object.defineProperty(scroller, 'scrollLeft', {
      get: () => scrollLeft,
      set: (value: number) => void (scrollLeft = value),
    });
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    const last = Math.max(...[...grid.querySelectorAll('[data-cell^="0:"]')].map(columnOf));
    expect(last).toBeLessThan(names.length - 1);
    fireEvent.mouseDown(cell(0, last));
    fireEvent.keyDown(cell(0, last), { key: 'ArrowRight' });
    expect(cell(0, last + 1)).toBeNull(); // not rendered until the sideways scroll re-renders
    // A loaded machine renders the scroll later than the grid's first tries to focus the cell.
    await animationFrames(12);
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    await vi.waitFor(() => expect(document.activeElement).toBe(cell(0, last + 1)));
  });

  it('validates a number while editing and keeps the editor open', async () => {
    const { cell, grid, calls } = await renderGrid(table());
    fireEvent.mouseDown(cell(0, 2));
    fireEvent.keyDown(cell(0, 2), { key: '4' });
    const editor = within(grid).getByRole('textbox', { name: 'Edit age' });
    expect((editor as HTMLInputElement).value).toBe('4');
    fireEvent.change(editor, { target: { value: '4x' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    // The reason shows in the panel under the cell, outside the grid's clipping.
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid number');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("offers 'Load full value' on a truncated cell and shows the whole value in a panel", async () => {
    const fake = { ...table(), truncated: [['name'], [], []] };
    const { grid } = await renderGrid(fake);
    fireEvent.mouseDown(within(grid).getByRole('button', { name: 'Load full value' }));
    const panel = await screen.findByRole('dialog', { name: 'Editing name' });
    expect((within(panel).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Rex (full)');
  });
});

describe('row context menu', () => {
  it('opens on right-click with Copy cell content, Edit row and Delete row', async () => {
    const { cell } = await renderGrid(table());
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.contextMenu(cell(1, 1));
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy cell content', 'Edit row', 'Delete row']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy cell content' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('Fido'));

    fireEvent.contextMenu(cell(1, 1));
    fireEvent.click(
      within(await screen.findByRole('menu', { name: 'Row actions' })).getByRole('menuitem', {
        name: 'Edit row',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Update row from pets' });
    expect((within(panel).getByRole('textbox', { name: /^name/ }) as HTMLInputElement).value).toBe(
      'Fido',
    );
  });

  it('fills Edit row with the whole value of a cut cell, and saves no cut copy', async () => {
    const cut = { ...table(), truncated: [[], ['name'], []] };
    const { cell, calls } = await renderGrid(cut);
    fireEvent.contextMenu(cell(1, 1));
    fireEvent.click(
      within(await screen.findByRole('menu', { name: 'Row actions' })).getByRole('menuitem', {
        name: 'Edit row',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Update row from pets' });
    const name = within(panel).getByRole<HTMLInputElement>('textbox', { name: /^name/ });
    expect(name.value).toBe('Fido (full)');
    fireEvent.change(within(panel).getByRole('textbox', { name: /^age/ }), {
      target: { value: '6' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        primary_key: { id: 2 },
        values: { age: '6' },
      }),
    );
    const patch = calls.find((c) => c.method === 'PATCH')!.body as { values: object };
    expect(Object.keys(patch.values)).toEqual(['age']);
  });
});
