import { readJson, usePgMeta } from '@atrium/core/plugin-api';
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

/** The export endpoint's query: the filters, sorts and role, in that order. */
const exportQuery = (options: CsvExportOptions = {}) => ({
  filter: [...(options.filters ?? [])],
  sort: [...(options.sorts ?? [])],
  role: options.role || undefined,
  claims: options.claims && JSON.stringify(options.claims),
});

/**
 * Streams a table's rows to a downloaded `[table]_rows.csv`, with progress, cancel and toasts.
 * The response is read chunk by chunk (counting rows against `x-atrium-row-count`) into a Blob,
 * so the browser never holds the CSV as one string.
 */
export function useCsvExport(): (
  table: CsvExportTarget,
  options?: CsvExportOptions,
) => Promise<void> {
  const { relations } = usePgMeta().pgMeta;
  return useCallback(
    async (table, options) => {
      const controller = new AbortController();
      const store = createProgressStore();
      const key = toast.info(createElement(ExportProgress, { tableName: table.name, store }), {
        duration: 0,
        action: { label: 'Cancel', onAction: () => controller.abort() },
      });
      try {
        // The typed client hands back the raw response, so its body streams as it arrives.
        const response = await relations.tables[':id']['export.csv'].$get(
          { param: { id: String(table.id) }, query: exportQuery(options) },
          { init: { signal: controller.signal } },
        );
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
    [relations],
  );
}
