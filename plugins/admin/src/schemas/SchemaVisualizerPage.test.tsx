import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aColumn,
  aPrimaryKey,
  aSchema,
  aTable,
  apiError,
  expectAccessible,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import type { Table } from '@atrium/core/plugin-api';
import { AdminHarness } from '../test/harness.js';
import { SchemaVisualizerPage } from './SchemaVisualizerPage.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDERS_CUSTOMER = {
  id: 90,
  constraint_name: 'orders_customer_id_fkey',
  source_schema: 'shop',
  source_table_name: 'orders',
  source_column_name: 'customer_id',
  target_table_schema: 'shop',
  target_table_name: 'customers',
  target_column_name: 'id',
  deletion_action: 'a',
};
const customers = { id: 10, name: 'customers', schema: 'shop' };
const orders = { id: 11, name: 'orders', schema: 'shop' };
const TABLES: Table[] = [
  aTable({
    ...customers,
    primary_keys: [aPrimaryKey('id', customers)],
    relationships: [ORDERS_CUSTOMER],
    columns: [
      aColumn('id', 'int8', 1, { table_id: 10 }),
      aColumn('name', 'text', 2, { table_id: 10 }),
    ],
  }),
  aTable({
    ...orders,
    primary_keys: [aPrimaryKey('id', orders)],
    relationships: [ORDERS_CUSTOMER],
    columns: [
      aColumn('id', 'int8', 1, { table_id: 11 }),
      aColumn('customer_id', 'int8', 2, { table_id: 11 }),
    ],
  }),
];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' }), aSchema({ id: 2, name: 'shop' })],
    'GET /tables': () => TABLES,
    ...answers,
  }).requests;
}

const renderPage = (path = '/project/p1/database/schemas?schema=shop') =>
  render(
    <AdminHarness path={path}>
      <SchemaVisualizerPage />
    </AdminHarness>,
  );

describe('SchemaVisualizerPage', { timeout: 20_000 }, () => {
  it('draws the schema’s tables with their columns, keys and links to the table editor', async () => {
    const requests = stub();
    const { container } = renderPage();
    const link = await screen.findByRole('link', { name: 'orders' });
    expect(link.getAttribute('href')).toBe('/project/p1/editor/11');
    expect(screen.getByRole('link', { name: 'customers' }).getAttribute('href')).toBe(
      '/project/p1/editor/10',
    );
    const columns = within(screen.getByRole('list', { name: 'Columns of orders' }));
    const items = columns.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['PKidint8', 'FKcustomer_idint8']);
    expect(screen.getByRole('list', { name: 'Foreign keys' }).textContent).toBe(
      'orders.customer_id references customers.id',
    );
    expect(container.querySelectorAll('path[data-fk="orders_customer_id_fkey"]')).toHaveLength(1);
    const read = requests.find((r) => r.path === '/tables')!;
    expect(read.url.searchParams.get('included_schemas')).toBe('shop');
    expect(read.url.searchParams.get('include_columns')).toBe('true');
    await expectAccessible(container);
  });

  it('zooms with the buttons and the keys, and moves with the arrow keys', async () => {
    stub();
    renderPage();
    await screen.findByRole('link', { name: 'orders' });
    const level = screen.getByRole('status', { name: 'Zoom level' });
    expect(level.textContent).toBe('100%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(level.textContent).toBe('83%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level.textContent).toBe('120%');
    const diagram = screen.getByRole('group', { name: 'Diagram of schema shop' });
    const plane = diagram.querySelector<HTMLElement>('[style*="transform"]')!;
    const before = plane.style.transform;
    diagram.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(plane.style.transform).not.toBe(before);
    await userEvent.keyboard('-');
    expect(level.textContent).toBe('100%');
    await userEvent.click(screen.getByRole('button', { name: 'Fit to screen' }));
    // jsdom's frame has no size: fitting falls back to the diagram's own scale.
    expect(level.textContent).toBe('100%');
  });

  it('downloads the diagram as an SVG document', async () => {
    stub();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:svg'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    await screen.findByRole('link', { name: 'orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(names).toEqual(['schema-shop.svg']);
    expect(created[0]!.type).toBe('image/svg+xml');
    const svg = await created[0]!.text();
    expect(svg).toContain('<g data-table="orders">');
    expect(svg).toContain('data-fk="orders_customer_id_fkey"');
  });

  it('shows a placeholder while loading, then the empty state of a schema without tables', async () => {
    let answer: (tables: Table[]) => void = () => {};
    stub({ 'GET /tables': () => new Promise<Table[]>((resolve) => (answer = resolve)) });
    renderPage('/project/p1/database/schemas');
    expect(await screen.findByText('Loading the schema diagram')).toBeTruthy();
    answer([]);
    expect(await screen.findByRole('heading', { name: 'No tables in schema' })).toBeTruthy();
    expect(screen.getByText('The schema public has no tables to show yet.')).toBeTruthy();
  });

  it('says the read failed, and retries', async () => {
    let fail = true;
    stub({
      'GET /tables': () =>
        fail ? apiError(500, 'permission denied for schema shop', '42501') : TABLES,
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve tables');
    expect(alert.textContent).toContain('permission denied for schema shop');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'orders' })).toBeTruthy());
  });
});
