import { usePgMeta, usePluginContext, type NotificationTone } from '@atrium/core/plugin-api';
import { useCallback } from 'react';

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

/** How an export ended, replacing its progress; it closes by itself like any notification. */
export const exportEnded = (tone: NotificationTone, title: string) => ({
  tone,
  title,
  description: undefined,
  progress: undefined,
  action: undefined,
});

/**
 * Exports a table's rows as a downloaded `[table]_rows.csv`, with its progress in a notification
 * shown at once. The streaming (`export-csv.ts`) is a chunk of its own, loaded on the first
 * export: the editor's landing offers Export CSV in a menu but runs none
 * (docs/architecture/plugins.md).
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
        // A bar without an end until the first rows (and the count the server expects) arrive.
        progress: null,
        action: { label: 'Cancel', onAction: () => controller.abort() },
      });
      try {
        const { streamCsvExport } = await import('./export-csv.js');
        await streamCsvExport(relations, notification, controller, table, options);
      } catch (error) {
        // Only the chunk's load can throw here: the stream reports its own errors.
        notification.update(
          exportEnded('error', `Failed to export table: ${(error as Error).message}`),
        );
      }
    },
    [relations, notify],
  );
}
