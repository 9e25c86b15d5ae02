import { render, screen } from '@testing-library/react';
import { Route } from '@atrium/core/plugin-api';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

// A grid that fails, to check the sidebar outlives it. The `ui` project shares one module graph
// per worker (vitest.config.ts), so the mock is set on a fresh registry before the page is
// imported, and taken away with the modules that saw it when the file ends.
vi.resetModules();
vi.doMock('./grid/TableGrid.js', () => ({
  TableGrid: () => {
    throw new Error('grid exploded');
  },
}));
afterAll(() => {
  vi.doUnmock('./grid/TableGrid.js');
  vi.resetModules();
});
const { EditorHarness } = await import('./sidebar/test/harness.js');
const { aSchema, stubPgMeta } = await import('@atrium/core/testing');
const { TableEditorPage } = await import('./TableEditorPage.js');

const api = () =>
  stubPgMeta({
    'GET /schemas': () => [aSchema()],
    'GET /entities': () => ({ data: [], count: 0 }),
  });

describe('TableEditorPage', () => {
  it('invites to pick or create a table when none is open', async () => {
    api();
    render(
      <EditorHarness>
        <TableEditorPage />
      </EditorHarness>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Select a table or create a new one' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New table' })).toHaveLength(2);
  });

  it('offers no New table in a protected schema', async () => {
    api();
    render(
      <EditorHarness path="/project/test/editor?schema=storage">
        <TableEditorPage />
      </EditorHarness>,
    );
    await screen.findByRole('heading', { name: 'Select a table or create a new one' });
    expect(screen.queryByRole('button', { name: 'New table' })).toBeNull();
  });

  it('shows the permission-denied panel without read permission on tables', () => {
    const fetch = api();
    render(
      <EditorHarness grants={[{ action: 'sql:admin:read', resource: 'policies' }]}>
        <TableEditorPage />
      </EditorHarness>,
    );
    expect(
      screen.getByText(
        'You need additional permissions to view tables from this project. Contact your organization owner or administrator for assistance.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Table editor' })).toBeNull();
    expect(fetch.requests).toEqual([]);
  });

  it('keeps the sidebar when the grid of the open table fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    api();
    render(
      <EditorHarness path="/project/test/editor/7?schema=public">
        <Route path="/project/:ref/editor/:id">
          <TableEditorPage />
        </Route>
      </EditorHarness>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('grid exploded');
    expect(screen.getByRole('navigation', { name: 'Table editor' })).toBeTruthy();
  });

  it('says an address whose table id is not a number names no table, and asks nothing', async () => {
    const fetch = api();
    render(
      <EditorHarness path="/project/test/editor/abc?schema=public">
        <Route path="/project/:ref/editor/:id">
          <TableEditorPage />
        </Route>
      </EditorHarness>,
    );
    expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeTruthy();
    expect(
      screen.getByText(
        '“abc” is not a table id: table ids are numbers. Choose a table from the sidebar.',
      ),
    ).toBeTruthy();
    // The sidebar still lists the tables; nothing is asked about 'abc'.
    expect(screen.getByRole('navigation', { name: 'Table editor' })).toBeTruthy();
    expect(fetch.requests.some((r) => r.url.pathname.includes('abc'))).toBe(false);
  });
});
