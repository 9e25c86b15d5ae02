import {
  readJson,
  usePgMeta,
  usePluginContext,
  type NotificationTone,
} from '@atrium/core/plugin-api';
import { useCallback } from 'react';
import { countLines, downloadBlob } from './download-blob.js';
import { exportProgress } from './export-progress.js';

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
 * Streams a table's rows to a downloaded `[table]_rows.csv`, reporting in one notification: its
 * progress bar follows the rows as they arrive, its 'Cancel' stops the download, and it ends
 * saying how the export went. The response is read chunk by chunk (counting rows against
 * `x-atrium-row-count`) into a Blob, so the browser never holds the CSV as one string.
 */
export function useCsvExport(): (
  table: CsvExportTarget,
  options?: CsvExportOptions,
) => Promise<void> {
  const { relations } = usePgMeta().pgMeta;
  const { notify } = usePluginContext();
  return useCallback(
    async (table, options) => {
      const controller = new AbortController();
      const notification = notify({
        title: `Exporting ${table.name} as CSV...`,
        tone: 'info',
        ...exportProgress({ rows: 0, bytes: 0 }),
        action: { label: 'Cancel', onAction: () => controller.abort() },
      });
      // The outcome replaces the progress, and closes by itself like any notification.
      const end = (tone: NotificationTone, title: string) =>
        notification.update({
          tone,
          title,
          description: undefined,
          progress: undefined,
          action: undefined,
        });
      try {
        // The typed client hands back the raw response, so its body streams as it arrives.
        const response = await relations.tables[':id']['export.csv'].$get(
          { param: { id: String(table.id) }, query: exportQuery(options) },
          { init: { signal: controller.signal } },
        );
        if (!response.ok || !response.body) await readJson(response);
        const total = Number(response.headers.get('x-atrium-row-count'));
        const chunks: Uint8Array[] = [];
        const reader = response.body!.getReader();
        let lines = 0;
        let bytes = 0;
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          chunks.push(part.value);
          lines += countLines(part.value);
          bytes += part.value.length;
          notification.update(exportProgress({ rows: Math.max(lines - 1, 0), bytes, total }));
        }
        downloadBlob(
          new Blob(chunks as BlobPart[], { type: 'text/csv' }),
          exportFileName(table.name),
        );
        end('success', `Successfully exported ${table.name} as CSV`);
      } catch (error) {
        if (controller.signal.aborted) end('info', `Cancelled the export of ${table.name}`);
        else end('error', `Failed to export table: ${(error as Error).message}`);
      }
    },
    [relations, notify],
  );
}
