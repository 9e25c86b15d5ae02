import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '@atrium/common/permissions';
import { aTable, stubPgMeta } from '@atrium/core/testing';
import { EditorHarness } from '../sidebar/test/harness.js';
import useDestinations from '../entries/PaletteDestinations.js';

afterEach(() => vi.unstubAllGlobals());

const relation = (id: number, schema: string, name: string) => ({
  id,
  schema,
  name,
  comment: null,
});

function stubProject() {
  return stubPgMeta({
    'GET /tables': () => [aTable({ id: 1, schema: 'public', name: 'orders' })],
    'GET /views': () => [relation(2, 'public', 'order_totals')],
    'GET /materialized-views': () => [relation(3, 'reports', 'daily_orders')],
    'GET /foreign-tables': () => [relation(4, 'remote', 'partner_orders')],
  });
}

const harness =
  (grants?: readonly Grant[]) =>
  ({ children }: { children: ReactNode }) => (
    <EditorHarness path="/project/acme" grants={grants}>
      {children}
    </EditorHarness>
  );

describe('the table editor’s palette destinations', () => {
  it('finds every kind of relation by name, each opening its editor in the project', async () => {
    stubProject();
    const { result } = renderHook(() => useDestinations('order'), { wrapper: harness() });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toEqual([
      {
        label: 'orders',
        kind: 'Table',
        description: 'public',
        icon: 'table',
        href: '/project/acme/editor/1?schema=public',
      },
      {
        label: 'order_totals',
        kind: 'View',
        description: 'public',
        icon: 'view',
        href: '/project/acme/editor/2?schema=public',
      },
      {
        label: 'daily_orders',
        kind: 'Materialized view',
        description: 'reports',
        icon: 'materialized-view',
        href: '/project/acme/editor/3?schema=reports',
      },
      {
        label: 'partner_orders',
        kind: 'Foreign table',
        description: 'remote',
        icon: 'foreign-table',
        href: '/project/acme/editor/4?schema=remote',
      },
    ]);
  });

  it('reads the lists once and filters them as the user types, without columns', async () => {
    const api = stubProject();
    const { result, rerender } = renderHook(({ search }) => useDestinations(search), {
      wrapper: harness(),
      initialProps: { search: 'o' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    for (const search of ['or', 'ord', 'tot', 'reports.daily']) rerender({ search });
    expect(result.current.items.map((d) => d.label)).toEqual(['daily_orders']);
    rerender({ search: 'TOTALS' });
    expect(result.current.items.map((d) => d.label)).toEqual(['order_totals']);
    rerender({ search: 'nothing like it' });
    expect(result.current.items).toEqual([]);
    for (const path of ['/tables', '/views', '/materialized-views', '/foreign-tables']) {
      expect(api.find('GET', path)).toHaveLength(1);
    }
    expect(api.find('GET', '/tables')[0]!.url.searchParams.get('include_columns')).toBe('false');
  });

  it('offers nothing before the user types, and says when it is still loading', async () => {
    stubProject();
    const { result, rerender } = renderHook(({ search }) => useDestinations(search), {
      wrapper: harness(),
      initialProps: { search: 'orders' },
    });
    expect(result.current).toEqual({ items: [], loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ search: '' });
    expect(result.current.items).toEqual([]);
  });

  it('does not ask for the kinds the user may not read', async () => {
    const api = stubProject();
    const grants: Grant[] = [{ action: 'sql:admin:read', resource: 'tables' }];
    const { result } = renderHook(() => useDestinations('order'), { wrapper: harness(grants) });
    await waitFor(() => expect(result.current.items.map((d) => d.label)).toEqual(['orders']));
    expect(api.find('GET', '/views')).toEqual([]);
    expect(api.find('GET', '/materialized-views')).toEqual([]);
    expect(api.find('GET', '/foreign-tables')).toEqual([]);
  });
});
