import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { tableColumnHelper } from './columns.js';
import { Table } from './Table.js';

interface FileRow {
  name: string;
  size: number;
}

const col = tableColumnHelper<FileRow>();
const columns = col.columns([
  col.accessor('name', { header: 'Name', size: 240 }),
  col.accessor('size', { header: 'Size', cell: (info) => `${info.getValue()} B` }),
]);
const manyFiles: FileRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  name: `file-${i}.png`,
  size: i * 10,
}));
const fewFiles = manyFiles.slice(0, 3);
const noFiles: FileRow[] = [];

// jsdom measures nothing, so react-virtuoso is told the viewport and row sizes.
const sized = (ui: ReactNode) => (
  <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
    {ui}
  </VirtuosoMockContext.Provider>
);

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('Table', () => {
  it('renders only the visible rows of 10,000 and says how many there are', () => {
    render(sized(<Table aria-label="Files" columns={columns} data={manyFiles} />));
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(within(rows[0]!).getByText('file-0.png')).toBeTruthy();
    expect(within(rows[1]!).getByText('10 B')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Files' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
  });

  it('renders column headers in a sticky header with their sizes', () => {
    render(sized(<Table aria-label="Files" columns={columns} data={fewFiles} />));
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.style.width).toBe('240px');
    expect(screen.getByRole('columnheader', { name: 'Size' }).style.width).toBe('150px');
    expect(name.closest('thead')?.style.position).toBe('sticky');
  });

  it('reports row presses from mouse and keyboard', async () => {
    const onRowAction = vi.fn();
    render(
      sized(
        <Table aria-label="Files" columns={columns} data={fewFiles} onRowAction={onRowAction} />,
      ),
    );
    const [first, second] = bodyRows();
    await userEvent.click(within(first!).getByText('file-0.png'));
    expect(onRowAction).toHaveBeenLastCalledWith(fewFiles[0], 0);
    second!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(fewFiles[1], 1);
  });

  it('shows the empty state under the header when there are no rows', () => {
    render(
      sized(
        <Table
          aria-label="Files"
          columns={columns}
          data={noFiles}
          emptyState={<p>This folder is empty</p>}
        />,
      ),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('This folder is empty')).toBeTruthy();
  });

  it('shows the loading state and is busy while loading', () => {
    render(sized(<Table aria-label="Files" columns={columns} data={fewFiles} isLoading />));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('file-0.png')).toBeNull();
  });

  it('is accessible', async () => {
    const { container } = render(
      sized(<Table aria-label="Files" columns={columns} data={manyFiles} onRowAction={() => {}} />),
    );
    await expectAccessible(container);
  });
});
