import { readJson, usePluginContext } from '@atrium/core/plugin-api';
import { toast } from '@atrium/design-system';
import { createElement, useCallback } from 'react';
import { countLines, downloadBlob } from './download-blob.js';
import { ExportProgress } from './ExportProgress.js';
import { createProgressStore } from './progress-store.js';

export interface CsvExportTarget {
  readonly id: number;
  readonly name: string;
}

export interface CsvExportOptions {
  /** The grid's filters and sorts, as in the URL (`column:op:value`, `column:asc`). */
  readonly filters?: readonly string[];
  readonly sorts?: readonly string[];
  /** The impersonated role and claims, when the grid reads as one. */
  readonly role?: string;
  readonly claims?: object;
}

export const exportFileName = (table: string) => `${table}_rows.csv`;

/** The export endpoint's URL for a table, filters, sorts and role. */
export function exportUrl(ref: string, table: CsvExportTarget, options: CsvExportOptions = {}) {
  const params = new URLSearchParams();
  for (const filter of options.filters ?? []) params.append('filter', filter);
  for (const sort of options.sorts ?? []) params.append('sort', sort);
  if (options.role) params.append('role', options.role);
  if (options.claims) params.append('claims', JSON.stringify(options.claims));
  const query = params.toString();
  return `/platform/pg-meta/${encodeURIComponent(ref)}/tables/${table.id}/export.csv${query ? `?${query}` : ''}`;
}

/**
 * Streams a table's rows to a downloaded `[table]_rows.csv`, with progress, cancel and toasts.
 * The response is read chunk by chunk (counting rows against `x-atrium-row-count`) into a Blob,
 * so the browser never holds the CSV as one string.
 */
export function useCsvExport(): (
  table: CsvExportTarget,
  options?: CsvExportOptions,
) => Promise<void> {
  const { projectRef = '' } = usePluginContext();
  return useCallback(
    async (table, options) => {
      const controller = new AbortController();
      const store = createProgressStore();
      const key = toast.info(createElement(ExportProgress, { tableName: table.name, store }), {
        duration: 0,
        action: { label: 'Cancel', onAction: () => controller.abort() },
      });
      try {
        const response = await fetch(exportUrl(projectRef, table, options), {
          signal: controller.signal,
        });
        if (!response.ok || !response.body) await readJson(response);
        const total = Number(response.headers.get('x-atrium-row-count'));
        if (Number.isFinite(total)) store.set({ total });
        const chunks: Uint8Array[] = [];
        const reader = response.body!.getReader();
        let lines = 0;
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          chunks.push(part.value);
          lines += countLines(part.value);
          store.set({ bytes: store.get().bytes + part.value.length, rows: Math.max(lines - 1, 0) });
        }
        downloadBlob(
          new Blob(chunks as BlobPart[], { type: 'text/csv' }),
          exportFileName(table.name),
        );
        toast.dismiss(key);
        toast.success(`Successfully exported ${table.name} as CSV`);
      } catch (error) {
        toast.dismiss(key);
        if (controller.signal.aborted) toast.info(`Cancelled the export of ${table.name}`);
        else toast.error(`Failed to export table: ${(error as Error).message}`);
      }
    },
    [projectRef],
  );
}
