import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubRequest } from '@atrium/core/testing';
import type { Entity } from '@atrium/core/plugin-api';

/**
 * CSV export is the grid's (csv/); the sidebar only asks it to run for the chosen table. The `ui`
 * project shares one module graph per worker (vitest.config.ts), so the mock is set on a fresh
 * registry before the sidebar is imported, and taken away with the modules that saw it when the
 * file ends.
 */
const exportCsv = vi.fn(async () => {});
vi.resetModules();
vi.doMock('../csv/use-csv-export.js', () => ({ useCsvExport: () => exportCsv }));
afterAll(() => {
  vi.doUnmock('../csv/use-csv-export.js');
  vi.resetModules();
});
const { EditorHarness } = await import('./test/harness.js');
const { aSchema, apiError, expectAccessible, stubPgMeta } = await import('@atrium/core/testing');
const { TableEditorSidebar } = await import('./TableEditorSidebar.js');

const entity = (id: number, name: string, fields: Partial<Entity> = {}): Entity => ({
  id,
  schema: 'public',
  name,
  type: 'r',
  comment: null,
  rls_enabled: true,
  security_invoker: null,
  ...fields,
});

const SCHEMAS = [
  aSchema({ id: 1, name: 'auth', is_protected: true }),
  aSchema({ id: 2, name: 'public' }),
];

/** The entities endpoint over a fixed list, honouring search, types and limit like the API. */
function entitiesOf(all: Entity[], total = all.length) {
  return ({ url }: StubRequest) => {
    const search = url.searchParams.get('search') ?? '';
    const types = (url.searchParams.get('types') ?? 'r,v,m,f,p').split(',');
    const limit = Number(url.searchParams.get('limit'));
    const data = all.filter((e) => e.name.includes(search) && types.includes(e.type));
    return { data: data.slice(0, limit), count: search ? data.length : total };
  };
}

/** The list loads more when its sentinel intersects (LoadMoreRow); jsdom has no IntersectionObserver. */
let intersect: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        intersect = () =>
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear(); // the sort and filter are kept in the plugin's preferences
});

const renderSidebar = (
  props: {
    selectedId?: number;
    path?: string;
    grants?: { action: 'sql:admin:read'; resource: string }[];
  } = {},
) =>
  render(
    <EditorHarness path={props.path} grants={props.grants}>
      <TableEditorSidebar selectedId={props.selectedId} />
    </EditorHarness>,
  );

describe('TableEditorSidebar', () => {
  it('lists the schema entities as links, each with its type icon and lint badges', async () => {
    stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([
        entity(1, 'countries', { rls_enabled: false }),
        entity(2, 'open_view', { type: 'v', security_invoker: false }),
        entity(3, 'safe_view', { type: 'v', security_invoker: true }),
        entity(4, 'remote', { type: 'f' }),
      ]),
    });
    renderSidebar();
    const list = await screen.findByRole('grid', { name: 'Tables' });
    const rows = await within(list).findAllByRole('row');
    // A lint is an icon named for it, with its words as the tooltip: the name keeps the row's width.
    expect(rows.map((r) => r.textContent)).toEqual([
      'countries',
      'open_view',
      'safe_view',
      'remote',
    ]);
    // The kind is an icon named for it, never Postgres's one-letter code; the lints come after it.
    const images = (row: HTMLElement) =>
      within(row)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('aria-label'), img.getAttribute('title')]);
    expect(rows.map(images)).toEqual([
      [
        ['Table', 'Table'],
        ['RLS Disabled', 'RLS Disabled'],
      ],
      [
        ['View', 'View'],
        ['Security Definer view', 'Security Definer view'],
      ],
      [['View', 'View']],
      [
        ['Foreign table', 'Foreign table'],
        ['RLS is not enforced on foreign tables', 'RLS is not enforced on foreign tables'],
      ],
    ]);
    await expectAccessible(list);
    await userEvent.click(within(rows[0]!).getByText('countries'));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/project/test/editor/1?schema=public',
    );
  });

  it('moves between rows by key, opens one with Enter, and reaches the row menu from its row', async () => {
    stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(1, 'alpha'), entity(2, 'beta'), entity(3, 'gamma')]),
    });
    renderSidebar({ selectedId: 2 });
    const row = async (name: string) => screen.findByRole('row', { name });
    // One tab stop: the open table's row.
    expect((await row('beta')).tabIndex).toBe(0);
    expect((await row('alpha')).tabIndex).toBe(-1);
    (await row('beta')).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(await row('gamma'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(await row('alpha'));
    await userEvent.keyboard('g');
    expect(document.activeElement).toBe(await row('gamma'));
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for beta' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(await row('beta'));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toContain(
      'Edit Table',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    (await row('alpha')).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/project/test/editor/1?schema=public',
    );
  });

  it('gives only the selected table a menu with the five actions', async () => {
    stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(1, 'a'), entity(2, 'b')]),
    });
    renderSidebar({ selectedId: 2 });
    const button = await screen.findByRole('button', { name: 'Actions for b' });
    expect(screen.queryByRole('button', { name: 'Actions for a' })).toBeNull();
    expect(screen.getByRole('row', { name: 'b' }).getAttribute('data-current')).toBe('true');
    expect(screen.getByRole('row', { name: 'a' }).hasAttribute('data-current')).toBe(false);
    await userEvent.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Edit Table',
      'Duplicate Table',
      'View Policies',
      'Export as CSV',
      'Delete Table',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export as CSV' }));
    expect(exportCsv).toHaveBeenCalledWith({ id: 2, name: 'b' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for b' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Policies' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/project/test/auth/policies?schema=public&search=b',
    );
  });

  it('shows a protected schema read-only: the notice, no New table, no row menu', async () => {
    stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(5, 'users', { schema: 'auth' })]),
    });
    renderSidebar({ path: '/project/test/editor/5?schema=auth', selectedId: 5 });
    const notice = await screen.findByRole('note', { name: 'Viewing protected schema' });
    expect(notice.textContent).toContain(
      'This schema is managed by the provider and is read-only through the table editor',
    );
    expect(within(notice).getByRole('button', { name: 'Learn more' })).toBeTruthy();
    await screen.findByRole('row', { name: 'users' });
    expect(screen.queryByRole('button', { name: 'New table' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for users' })).toBeNull();
  });

  it('disables New table without write permission on tables', async () => {
    stubPgMeta({ 'GET /schemas': () => SCHEMAS, 'GET /entities': entitiesOf([]) });
    renderSidebar({ grants: [{ action: 'sql:admin:read', resource: '*' }] });
    const [standIn, button] = await screen.findAllByRole('button', { name: 'New table' });
    expect(button).toHaveProperty('disabled', true);
    // Keyboard focus shows the tooltip at once (hover waits for a delay).
    for (let i = 0; i < 10 && document.activeElement !== standIn; i += 1) await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'You need additional permissions to create tables',
    );
  });

  it("disables a Read-only member's table edits in the row menu, saying why", async () => {
    stubPgMeta({ 'GET /schemas': () => SCHEMAS, 'GET /entities': entitiesOf([entity(2, 'b')]) });
    renderSidebar({ selectedId: 2, grants: [{ action: 'sql:admin:read', resource: '*' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for b' }));
    await screen.findAllByRole('menuitem');
    const disabled = (name: string) =>
      screen.getByRole('menuitem', { name: new RegExp(`^${name}`) }).getAttribute('aria-disabled');
    expect(disabled('Edit Table')).toBe('true');
    expect(disabled('Duplicate Table')).toBe('true');
    expect(disabled('Delete Table')).toBe('true');
    expect(disabled('Export as CSV')).toBeNull();
    expect(screen.getByRole('menuitem', { name: /^Edit Table/ }).textContent).toContain(
      'Additional permissions required to edit/delete table',
    );
  });

  it('says when a schema has no entities, and when a search finds none', async () => {
    const api = stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(1, 'countries')]),
    });
    renderSidebar();
    await screen.findByRole('row', { name: 'countries' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tables' }), '  zebra  ');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Your search for "zebra" did not return any results')).toBeTruthy();
    // Trimmed before it reaches the server.
    expect(api.find('GET', '/entities').at(-1)!.url.searchParams.get('search')).toBe('zebra');

    stubPgMeta({ 'GET /schemas': () => SCHEMAS, 'GET /entities': entitiesOf([]) });
    renderSidebar({ path: '/project/test/editor?schema=empty' });
    expect(await screen.findByText('No entities available')).toBeTruthy();
    expect(screen.getByText('This schema has no entities available yet')).toBeTruthy();
  });

  it('shows the error when the tables cannot be read', async () => {
    stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': () => apiError(503, 'Postgres is not reachable', 'database_unavailable'),
    });
    renderSidebar();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve tables');
    expect(alert.textContent).toContain('Postgres is not reachable');
  });

  it('filters by entity type with Select only, and sorts by entity type', async () => {
    const api = stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(1, 'a'), entity(2, 'v1', { type: 'v' })]),
    });
    renderSidebar();
    await screen.findByRole('row', { name: 'a' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter entity types' }));
    const filter = await screen.findByRole('dialog', { name: 'Show entity types' });
    // Each type by its name, with its icon (its checkboxes load when the filter first opens).
    expect(
      (await within(filter).findAllByRole('checkbox')).map(
        (box) => box.closest('label')?.textContent,
      ),
    ).toEqual(['Table', 'View', 'Materialized view', 'Foreign table', 'Partitioned table']);
    expect(
      within(filter).getAllByRole('checkbox')[1]!.closest('label')!.querySelector('svg'),
    ).toBeTruthy();
    await userEvent.click(within(filter).getByRole('button', { name: 'Select only View' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'a' })).toBeNull());
    expect(screen.getByRole('row', { name: 'v1' })).toBeTruthy();
    expect(api.find('GET', '/entities').at(-1)!.url.searchParams.get('types')).toBe('v');

    await userEvent.click(screen.getByRole('button', { name: /Alphabetical/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Entity Type' }));
    await waitFor(() =>
      expect(api.find('GET', '/entities').at(-1)!.url.searchParams.get('sort')).toBe(
        'grouped-alphabetical',
      ),
    );

    // Both choices outlive the sidebar (moving between the editor home and a table remounts it).
    cleanup();
    const again = stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities': entitiesOf([entity(1, 'a'), entity(2, 'v1', { type: 'v' })]),
    });
    renderSidebar();
    await screen.findByRole('row', { name: 'v1' });
    const query = again.find('GET', '/entities')[0]!.url.searchParams;
    expect([query.get('types'), query.get('sort')]).toEqual(['v', 'grouped-alphabetical']);
  });

  it('loads the next 100 entities when the end of the list is reached', async () => {
    const all = Array.from({ length: 150 }, (_, i) =>
      entity(i + 1, `t${String(i).padStart(3, '0')}`),
    );
    const api = stubPgMeta({ 'GET /schemas': () => SCHEMAS, 'GET /entities': entitiesOf(all) });
    renderSidebar();
    await screen.findByRole('row', { name: 't000' });
    expect(screen.getAllByRole('row').filter((r) => r.textContent?.startsWith('t'))).toHaveLength(
      100,
    );
    act(() => intersect());
    await screen.findByRole('row', { name: 't149' });
    expect(api.find('GET', '/entities').map((r) => r.url.searchParams.get('limit'))).toEqual([
      '100',
      '200',
    ]);
  });

  it('switches schema through the URL, and reads the open table schema when the URL has none', async () => {
    const api = stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'GET /entities/:id': () => entity(5, 'users', { schema: 'auth' }),
      'GET /entities': entitiesOf([entity(5, 'users', { schema: 'auth' })]),
    });
    renderSidebar({ path: '/project/test/editor/5', selectedId: 5 });
    await screen.findByRole('row', { name: 'users' });
    expect(api.find('GET', '/entities')[0]!.url.searchParams.get('schema')).toBe('auth');
    await userEvent.click(screen.getByRole('button', { name: /Schema/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'public' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/project/test/editor?schema=public',
    );
  });
});
