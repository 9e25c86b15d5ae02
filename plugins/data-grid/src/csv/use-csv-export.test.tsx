import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PluginTestHarness, recordingFeedback } from '@atrium/core/testing';
import { useCsvExport } from './use-csv-export.js';

/** The hook under the plugin harness, its notifications recorded. */
function renderExport() {
  const feedback = recordingFeedback();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7" feedback={feedback}>
      {children}
    </PluginTestHarness>
  );
  const { result } = renderHook(() => useCsvExport(), { wrapper });
  return { exportCsv: result.current, feedback };
}

const stubDownload = () => {
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCsvExport', () => {
  it('asks the export endpoint for the filters, sorts and the role', async () => {
    const fetch = vi.fn(async () => new Response('id\n'));
    vi.stubGlobal('fetch', fetch);
    stubDownload();
    const { exportCsv } = renderExport();
    await act(() =>
      exportCsv({ id: 7, name: 'pets' }, { filters: ['a:eq:1'], sorts: ['a:desc'], role: 'anon' }),
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
    const { exportCsv, feedback } = renderExport();
    await act(() => exportCsv({ id: 7, name: 'pets' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await created[0]!.text()).toBe('id,name\n1,Rex\n2,Fido\n');
    // One notification: the progress, then the outcome in its place.
    expect(feedback.notify).toHaveBeenCalledOnce();
    expect(feedback.notifications[0]).toMatchObject({
      tone: 'success',
      title: 'Successfully exported pets as CSV',
      progress: undefined,
      action: undefined,
    });
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
    const { exportCsv, feedback } = renderExport();
    await act(() => exportCsv({ id: 7, name: 'pets' }));
    expect(feedback.notifications[0]).toMatchObject({
      tone: 'error',
      title: `Failed to export table: ${message}`,
    });
  });

  it('shows the rows arriving against the expected count, and Cancel stops the export', async () => {
    let body!: ReadableStreamDefaultController<Uint8Array>;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const stream = new ReadableStream<Uint8Array>({ start: (c) => void (body = c) });
        init?.signal?.addEventListener('abort', () => body.error(init.signal?.reason));
        return new Response(stream, { headers: { 'x-atrium-row-count': '4' } });
      }),
    );
    const click = stubDownload();
    const { exportCsv, feedback } = renderExport();
    expect(feedback.notifications).toEqual([]);
    let exported!: Promise<void>;
    act(() => void (exported = exportCsv({ id: 7, name: 'pets' })));
    expect(feedback.notifications[0]).toMatchObject({
      tone: 'info',
      title: 'Exporting pets as CSV...',
      progress: null,
    });
    await waitFor(() => expect(body).toBeDefined());
    body.enqueue(new TextEncoder().encode('id\n1\n2\n'));
    await waitFor(() =>
      expect(feedback.notifications[0]).toMatchObject({
        progress: 0.5,
        description: '2 of ~4 rows, 0.0 MB',
      }),
    );
    act(() => feedback.notifications[0]!.action!.onAction());
    await act(() => exported);
    expect(click).not.toHaveBeenCalled();
    expect(feedback.notifications[0]).toMatchObject({
      tone: 'info',
      title: 'Cancelled the export of pets',
      progress: undefined,
      action: undefined,
    });
  });
});
