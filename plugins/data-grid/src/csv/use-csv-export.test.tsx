import { act, renderHook } from '@testing-library/react';
import { toastQueue } from '@atrium/design-system';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PluginTestHarness } from '@atrium/core/testing';
import { exportUrl, useCsvExport } from './use-csv-export.js';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7">
    {children}
  </PluginTestHarness>
);

const messages = () => toastQueue.visibleToasts.map((t) => String(t.content.message));

afterEach(() => {
  vi.unstubAllGlobals();
  toastQueue.clear();
});

describe('useCsvExport', () => {
  it('builds the export URL with filters, sorts and the role', () => {
    expect(
      exportUrl(
        'p1',
        { id: 7, name: 'pets' },
        { filters: ['a:eq:1'], sorts: ['a:desc'], role: 'anon' },
      ),
    ).toBe('/platform/pg-meta/p1/tables/7/export.csv?filter=a%3Aeq%3A1&sort=a%3Adesc&role=anon');
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
