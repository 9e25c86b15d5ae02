import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingFeedback } from '@atrium/core/testing';
import { stubApi } from './test/fake-api.js';
import { petsTable, renderGrid } from './test/render-grid.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TableGrid', () => {
  it('shows the table is empty, with the CSV import', async () => {
    stubApi(petsTable(0));
    renderGrid();
    expect(await screen.findByText('This table is empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import data via CSV' })).toBeTruthy();
    // Under the page's h1, so the outline has no gap (axe's heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'This table is empty' })).toBeTruthy();
  });

  it('keeps the column header row above the empty state (issue 21, item 18)', async () => {
    stubApi(petsTable(0));
    renderGrid();
    await screen.findByText('This table is empty');
    const headers = screen.getAllByRole('columnheader').map((h) => h.getAttribute('data-column'));
    expect(headers.filter(Boolean)).toEqual(['id', 'name', 'age']);
    expect(screen.getByRole('button', { name: 'Add column' })).toBeTruthy();
  });

  it('says row level security hides every row from the impersonated role, with its policies', async () => {
    stubApi({ ...petsTable(3), rlsHidesRows: true });
    renderGrid();
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }));
    await userEvent.click(await screen.findByRole('button', { name: /Role/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'anon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply role' }));
    expect(await screen.findByText("The role anon sees none of this table's rows")).toBeTruthy();
    expect(screen.queryByText('This table is empty')).toBeNull();
    const link = screen.getByRole('link', { name: "View the table's policies" });
    expect(link.getAttribute('href')).toBe('/project/p1/auth/policies?schema=public&search=pets');
  });

  it("offers 'Stop impersonating' only while viewing as a role", async () => {
    stubApi(petsTable(1));
    renderGrid();
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }));
    await screen.findByRole('button', { name: 'Apply role' });
    expect(screen.queryByRole('button', { name: 'Stop impersonating' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Role/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'anon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply role' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Role: anon' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    expect(await screen.findByRole('button', { name: 'Role: postgres' })).toBeTruthy();
  });

  it('says an empty table with RLS on is empty, also when viewed as a role', async () => {
    stubApi({ ...petsTable(0), rlsHidesRows: true });
    renderGrid();
    await screen.findByText('This table is empty');
    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }));
    await userEvent.click(await screen.findByRole('button', { name: /Role/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'anon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply role' }));
    await screen.findByText('Viewing as anon');
    expect(await screen.findByText('This table is empty')).toBeTruthy();
  });

  it('says a sort on a column the table lacks is ignored, as other unreadable sorts', async () => {
    const { calls } = stubApi(petsTable(2));
    renderGrid('/project/p1/editor/7?sort=unknown:desc&sort=age:desc');
    await screen.findByRole('grid');
    expect(
      screen.getByText('Ignored the sort “unknown:desc”: the table has no column “unknown”.'),
    ).toBeTruthy();
    const rowsCall = calls.find((c) => c.url.pathname.endsWith('/rows'))!;
    expect(rowsCall.url.searchParams.getAll('sort')).toEqual(['age:desc']);
  });

  it('reads filters and sorts from the URL and passes them to rows and count', async () => {
    const { calls } = stubApi(petsTable(0));
    renderGrid('/project/p1/editor/7?filter=name:eq:pet%201&sort=age:desc');
    await screen.findByText('No rows match the filters');
    const rowsCall = calls.find((c) => c.url.pathname.endsWith('/rows'))!;
    expect(rowsCall.url.searchParams.getAll('filter')).toEqual(['name:eq:pet 1']);
    expect(rowsCall.url.searchParams.getAll('sort')).toEqual(['age:desc']);
    expect(rowsCall.url.searchParams.get('limit')).toBe('100');
    const countCall = calls.find((c) => c.url.pathname.endsWith('/rows/count'))!;
    expect(countCall.url.searchParams.getAll('filter')).toEqual(['name:eq:pet 1']);
    expect(screen.getByRole('button', { name: 'Filtered by 1 rule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove all filters' })).toBeTruthy();
  });

  it('fails with the grid error panel when rows cannot be read', async () => {
    const table = petsTable(1);
    const { fetch } = stubApi(table);
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('/rows?')
        ? Response.json(
            { error: { message: 'permission denied for table pets', code: '42501' } },
            { status: 403 },
          )
        : stubbed(input, init),
    );
    renderGrid();
    expect(await screen.findByText('Failed to retrieve rows from table')).toBeTruthy();
    expect(screen.getByText('permission denied for table pets')).toBeTruthy();
  });

  it('offers to remove the filters when the filtered rows cannot be read', async () => {
    const { fetch, calls } = stubApi(petsTable(2));
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('filter=age')
        ? Response.json(
            { error: { message: 'invalid input syntax for type integer: "x"', code: '22P02' } },
            { status: 400 },
          )
        : stubbed(input, init),
    );
    renderGrid('/project/p1/editor/7?filter=age:eq:x');
    await screen.findByText('Failed to retrieve rows from table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove all filters' }));
    await screen.findByRole('grid');
    const rowsCall = calls.filter((c) => c.url.pathname.endsWith('/rows')).at(-1)!;
    expect(rowsCall.url.searchParams.getAll('filter')).toEqual([]);
  });

  it('gives a view no add-column header', async () => {
    stubApi({ ...petsTable(2), entityType: 'v' });
    renderGrid();
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
  });

  it('shows no Filter, Sort or Insert in the Definition view', async () => {
    stubApi(petsTable(2));
    renderGrid('/project/p1/editor/7?view=definition');
    await screen.findByRole('button', { name: 'Definition' });
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    for (const name of ['Filter', 'Sort', 'Insert'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it("shows a table's CREATE statement in the Definition view (issue 21, item 18)", async () => {
    stubApi(petsTable(2));
    renderGrid('/project/p1/editor/7?view=definition');
    const statement = await screen.findByRole('region', { name: 'CREATE statement of pets' });
    expect(statement.textContent).toBe(
      [
        'CREATE TABLE "public"."pets" (',
        '  "id" int8,',
        '  "name" text,',
        '  "age" int4,',
        '  PRIMARY KEY ("id")',
        ');',
      ].join('\n'),
    );
  });

  it("shows a view's CREATE statement from its query in the Definition view", async () => {
    stubApi({ ...petsTable(2), entityType: 'v' });
    renderGrid('/project/p1/editor/7?view=definition');
    const statement = await screen.findByRole('region', { name: 'CREATE statement of pets' });
    expect(statement.textContent).toBe(
      'CREATE VIEW "public"."pets" AS\n SELECT pets.id,\n    pets.name\n   FROM pets;',
    );
  });

  it('hides the Insert menu without write permission', async () => {
    stubApi(petsTable(2));
    renderGrid('/project/p1/editor/7', [{ action: 'sql:admin:read', resource: '*' }]);
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Insert' })).toBeNull();
  });

  it('edits a cell with the keyboard: Enter commits, Escape cancels, Ctrl+Z undoes', async () => {
    const table = petsTable(2);
    const { calls } = stubApi(table);
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'pets' });
    expect(await screen.findByText('2 records')).toBeTruthy();
    // The count and the rows are two requests: wait for the rows themselves.
    const cell = (await within(grid).findByText('pet 1')).closest('td')!;
    fireEvent.mouseDown(cell);
    fireEvent.keyDown(cell, { key: 'Enter' });
    const editor = within(grid).getByRole('textbox', { name: 'Edit name' });
    fireEvent.change(editor, { target: { value: 'Rex' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.keyDown(cell, { key: 'Enter' });
    const again = within(grid).getByRole('textbox', { name: 'Edit name' });
    fireEvent.change(again, { target: { value: 'Rex' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await within(grid).findByText('Rex');
    // The edit becomes an undo step once its write is answered, which the footer says: 'Rex' shows
    // as soon as the row comes back, a few ticks before that.
    await screen.findByText('Saved');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { primary_key: { id: '1' }, values: { name: 'Rex' } },
    ]);
    expect(table.rows[0]!.name).toBe('Rex');

    await act(async () => {
      fireEvent.keyDown(within(grid).getByText('Rex').closest('td')!, { key: 'z', ctrlKey: true });
    });
    await within(grid).findByText('pet 1');
    expect(table.rows[0]!.name).toBe('pet 1');
  });

  it('does not open an editor on a primary-key cell', async () => {
    stubApi(petsTable(1));
    renderGrid();
    const grid = await screen.findByRole('grid');
    const idCell = within(grid)
      .getAllByRole('gridcell')
      .find((c) => c.getAttribute('data-cell') === '0:0')!;
    fireEvent.mouseDown(idCell);
    fireEvent.keyDown(idCell, { key: 'Enter' });
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(idCell.getAttribute('aria-readonly')).toBe('true');
  });
});

describe('TableGrid columns', () => {
  it('deletes a column once confirmed, then reads the columns again', async () => {
    const { fetch, calls } = stubApi(petsTable(1));
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      init?.method === 'DELETE' ? Response.json({ id: '7.3', name: 'age' }) : stubbed(input, init),
    );
    const feedback = recordingFeedback();
    renderGrid('/project/p1/editor/7', undefined, feedback);
    await screen.findByRole('grid');
    const columnReads = () => calls.filter((c) => c.url.pathname.endsWith('/columns')).length;
    const readsBefore = columnReads();
    await userEvent.click(screen.getByRole('button', { name: 'age column menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete column' }));
    await waitFor(() =>
      expect(feedback.shownTitles()).toContain('Successfully deleted column "age"'),
    );
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Confirm deletion of column "age"' }),
    );
    const deleted = fetch.mock.calls
      .filter(([, init]) => init?.method === 'DELETE')
      .map(([input]) => new URL(String(input), location.origin))
      .map((url) => url.pathname + url.search);
    expect(deleted).toEqual(['/platform/pg-meta/p1/columns/7.3']);
    await waitFor(() => expect(columnReads()).toBeGreaterThan(readsBefore));
  });
});

describe('TableGrid counts, selection and saved state', () => {
  it('marks an estimated count and counts exactly on demand', async () => {
    const { calls } = stubApi({ ...petsTable(3), count: { count: 120_000, estimated: true } });
    renderGrid();
    const estimate = await screen.findByTitle(
      '~120,000 records: an estimate from the table statistics',
    );
    expect(estimate.textContent).toBe('~120,000 records (estimated)');
    fireEvent.click(screen.getByRole('button', { name: 'Get exact count' }));
    expect(await screen.findByText('3 records')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('exact') === 'true')).toBe(true);
  });

  it('says the count failed when it did', async () => {
    const { fetch } = stubApi(petsTable(2));
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('/rows/count')
        ? Response.json({ error: { message: 'boom', code: 'XX000' } }, { status: 500 })
        : stubbed(input, init),
    );
    renderGrid();
    expect(
      await screen.findByText('Error fetching records count. Please refresh the page.'),
    ).toBeTruthy();
  });

  it('switches to all rows with "Select all N rows"', async () => {
    stubApi({ ...petsTable(3), count: { count: 500, estimated: false } });
    renderGrid();
    const grid = await screen.findByRole('grid');
    await screen.findByText('500 records');
    fireEvent.mouseDown(within(grid).getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('1 row selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 500 rows' }));
    expect(screen.getByText('All 500 rows selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete all 500 rows' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Insert' })).toBeTruthy();
  });

  it('takes filters and sorts from the saved grid state when the URL has none', async () => {
    localStorage.setItem(
      'atrium:p1:data-grid:grid:7',
      JSON.stringify({ filters: ['name:ilike:%pet%'], sorts: ['age:desc'] }),
    );
    const { calls } = stubApi(petsTable(1));
    renderGrid();
    await screen.findByRole('grid');
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.pathname.endsWith('/rows')).at(-1)!;
      expect(last.url.searchParams.getAll('filter')).toEqual(['name:ilike:%pet%']);
      expect(last.url.searchParams.getAll('sort')).toEqual(['age:desc']);
    });
  });

  it("drops the sorts when a fetch fails with 'does not exist' (a column dropped meanwhile)", async () => {
    // The definition still lists age; the database no longer has it.
    const { fetch, calls } = stubApi(petsTable(1));
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('sort=age')
        ? Response.json(
            { error: { message: 'column "age" does not exist', code: '42703' } },
            { status: 404 },
          )
        : stubbed(input, init),
    );
    renderGrid('/project/p1/editor/7?sort=age:asc');
    await screen.findByRole('grid');
    expect(fetch.mock.calls.some(([input]) => String(input).includes('sort=age'))).toBe(true);
    const rowCalls = calls.filter((c) => c.url.pathname.endsWith('/rows'));
    expect(rowCalls.at(-1)!.url.searchParams.getAll('sort')).toEqual([]);
  });
});
