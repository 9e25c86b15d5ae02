import { fireEvent, render, screen, within } from '@testing-library/react';
import { definePlugin, PLUGIN_API_VERSION, type PluginContext } from '@atrium/core/plugin-api';
import { PluginTestHarness } from '@atrium/core/testing';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tableEditorCellRenderer, tableEditorRowMenu } from '../../contracts.js';
import manifest from '../../manifest.js';
import { TableGrid } from '../TableGrid.js';
import { apiColumn, stubApi } from '../test/fake-api.js';

const handler = vi.fn<(context: PluginContext, args: unknown) => void>();

/** Another plugin: a row-menu entry and a renderer for `uuid` cells, as a third party writes them. */
const other = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'other',
  title: 'Other',
  version: '1.0.0',
  contributions: [
    {
      point: tableEditorRowMenu.id,
      id: 'inspect',
      data: { label: 'Inspect row' },
      load: async () => ({ default: handler }),
    },
    {
      point: tableEditorCellRenderer.id,
      id: 'uuid',
      data: { types: ['uuid'] },
      load: async () => ({
        default: ({ value }: { value: unknown }) => <b>uuid {String(value).slice(0, 4)}</b>,
      }),
    },
  ],
});

async function renderGrid() {
  stubApi({
    columns: [
      apiColumn('id', 'int4', 1),
      apiColumn('token', 'uuid', 2),
      apiColumn('name', 'text', 3),
    ],
    rows: [
      { id: 1, token: 'aaaa1111-0000-0000-0000-000000000000', name: 'Rex' },
      { id: 2, token: null, name: 'Fido' },
    ],
    primaryKeys: ['id'],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 35 }}>
        <PluginTestHarness
          pluginId="data-grid"
          path="/project/p1/editor/7"
          installed={[manifest, other]}
        >
          <TableGrid tableId={7} />
        </PluginTestHarness>
      </VirtuosoMockContext.Provider>
    </SWRConfig>,
  );
  const grid = await screen.findByRole('grid', { name: 'pets' });
  const cell = (row: number, col: number) =>
    grid.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
  return { grid, cell };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  handler.mockReset();
});

describe('what other plugins contribute to the grid', () => {
  it('adds their row-menu entries, run as their plugin with the row, its table and its primary key', async () => {
    const { cell } = await renderGrid();
    fireEvent.contextMenu(cell(1, 2));
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy cell content', 'Edit row', 'Delete row', 'Inspect row']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Inspect row' }));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const [context, args] = handler.mock.calls[0]!;
    expect(context.pluginId).toBe('other');
    expect(args).toEqual({
      row: { id: 2, token: null, name: 'Fido' },
      table: { id: 7, schema: 'public', name: 'pets' },
      primaryKey: { id: 2 },
    });
  });

  it('draws cells of the types a renderer lists with it, and NULL itself', async () => {
    const { cell } = await renderGrid();
    expect(await within(cell(0, 1)).findByText('uuid aaaa')).toBeTruthy();
    expect(cell(1, 1).textContent).toBe('NULL');
    expect(cell(0, 2).textContent).toBe('Rex');
  });
});
