import { act, renderHook } from '@testing-library/react';
import { toastQueue } from '@atrium/design-system';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PluginTestHarness } from '@atrium/core/testing';
import { useCsvExport } from './use-csv-export.js';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7">
    {children}
  </PluginTestHarness>
);

const messages = () => toastQueue.visibleToasts.map((t) => String(t.content.message));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastQueue.clear();
});

describe('useCsvExport', () => {
  it('asks the export endpoint for the filters, sorts and the role', async () => {
    const fetch = vi.fn(async () => new Response('id\n'));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCsvExport(), { wrapper });
    await act(() =>
      result.current(
        { id: 7, name: 'pets' },
        { filters: ['a:eq:1'], sorts: ['a:desc'], role: 'anon' },
      ),
    );
    const [input, init] = fetch.mock.calls[0] as unknown as [URL | string, RequestInit];
    expect(init.method).toBe('GET');
    expect(String(input)).toBe(
      `${location.origin}/platform/pg-meta/p1/tables/7/export.csv?filter=a%3Aeq%3A1&sort=a%3Adesc&role=anon`,
    );
  });

  it('streams the CSV into a download named after the table, then says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('id,name\n1,Rex\n2,Fido\n', { headers: { 'x-atrium-row-count': '2' } }),
      ),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('pets_rows.csv');
    });
    const { result } = renderHook(() => useCsvExport(), { wrapper });
    await act(() => result.current({ id: 7, name: 'pets' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await created[0]!.text()).toBe('id,name\n1,Rex\n2,Fido\n');
    expect(messages()).toContain('Successfully exported pets as CSV');
  });

  it("reports the server's reason when the export is refused", async () => {
    const message =
      "Sorry! We're unable to support exporting of CSV for row counts larger than 500,000 at the moment.";
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { message, code: 'invalid_request' } }, { status: 400 }),
      ),
    );
    const { result } = renderHook(() => useCsvExport(), { wrapper });
    await act(() => result.current({ id: 7, name: 'pets' }));
    expect(messages()).toContain(`Failed to export table: ${message}`);
  });
});
