import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './test/fake-api.js';
import { petsTable, renderGrid } from './test/render-grid.js';
import { NO_PRIMARY_KEY } from './TableGrid.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Every text the bottom bar's save status shows, in order, from now on. */
function recordSaveStatus() {
  const status = screen.getByRole('status', { hidden: true });
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(status.textContent ?? ''));
  observer.observe(status, { childList: true, characterData: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Answers `status` with `message` for the requests `matches` picks; the stub answers the rest. */
function failWhen(
  fetch: ReturnType<typeof stubApi>['fetch'],
  matches: (url: string, init?: RequestInit) => boolean,
  status: number,
  message: string,
) {
  const stubbed = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) =>
    matches(String(input), init)
      ? Response.json({ error: { message, code: 'XX000' } }, { status })
      : stubbed(input, init),
  );
}

describe('what the grid tells the user', () => {
  it("says a cell's save failed, and never shows 'Saved' for it", async () => {
    const { fetch } = stubApi(petsTable(2));
    failWhen(fetch, (_, init) => init?.method === 'PATCH', 500, 'disk full');
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'pets' });
    const cell = (await within(grid).findByText('pet 1')).closest('td')!;
    const status = recordSaveStatus();
    fireEvent.mouseDown(cell);
    fireEvent.keyDown(cell, { key: 'Enter' });
    const editor = within(grid).getByRole('textbox', { name: 'Edit name' });
    fireEvent.change(editor, { target: { value: 'Rex' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(status.seen.at(-1)).toBe('Failed to save'));
    status.stop();
    expect(status.seen).toContain('Saving…');
    expect(status.seen).not.toContain('Saved');
    // Refresh stays offered beside the failure, to show what the table really holds.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(grid).getByText('pet 1')).toBeTruthy();
  });

  it('says which filter of the link it ignored, and why', async () => {
    const { calls } = stubApi(petsTable(2));
    renderGrid('/project/p1/editor/7?filter=name:bogus:1&filter=age:gt:0');
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(
      'Ignored the filter “name:bogus:1”: “bogus” is not a filter operator',
    );
    // The filter that could be read still applies.
    await waitFor(() => {
      const rows = calls.filter((c) => c.url.pathname.endsWith('/rows')).at(-1)!;
      expect(rows.url.searchParams.getAll('filter')).toEqual(['age:gt:0']);
    });
    await userEvent.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says why the cells of a table without a primary key cannot be edited', async () => {
    const table = {
      ...petsTable(1),
      primaryKeys: [],
      rows: [{ id: '1', name: 'x'.repeat(40), age: 1 }],
      truncated: [['name']],
    };
    stubApi(table);
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'pets' });
    await within(grid).findByText('x'.repeat(40));
    expect(screen.getByRole('note').textContent).toBe(NO_PRIMARY_KEY);
    // The full value is read back by primary key: not offered, and the cell says why.
    expect(within(grid).queryByRole('button', { name: 'Load full value' })).toBeNull();
    expect(
      within(grid).getByTitle('Unable to load value as table has no primary keys'),
    ).toBeTruthy();
    const nameCell = within(grid).getByText('x'.repeat(40)).closest('td')!;
    expect(nameCell.getAttribute('aria-readonly')).toBe('true');
  });

  it('offers Load full value where the table has a primary key', async () => {
    stubApi({ ...petsTable(1), truncated: [['name']] });
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'pets' });
    await within(grid).findByText('pet 1');
    expect(within(grid).getByText('Load full value')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says the table is not found when it is not there, and stops', async () => {
    const { fetch, calls } = stubApi(petsTable(1));
    failWhen(fetch, (url) => url.includes('/entities/7'), 404, 'Entity with id 7 not found');
    renderGrid();
    expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeTruthy();
    expect(
      screen.getByText(
        'There is no table or view with the id 7 in this project: it may have been deleted. ' +
          'Choose a table from the sidebar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Counting records…')).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/rows'))).toBe(false);
  });
});
