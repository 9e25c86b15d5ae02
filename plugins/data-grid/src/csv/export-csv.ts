import {
  downloadBlob,
  readJson,
  type NotificationTone,
  type NotificationHandle,
  type PgMetaClient,
} from '@atrium/core/plugin-api';
import { countLines } from './count-lines.js';
import { exportProgress } from './export-progress.js';
import { exportEnded, type CsvExportOptions, type CsvExportTarget } from './use-csv-export.js';

export const exportFileName = (table: string) => `${table}_rows.csv`;

/** The export endpoint's query: the filters, sorts and role, in that order. */
const exportQuery = (options: CsvExportOptions = {}) => ({
  filter: [...(options.filters ?? [])],
  sort: [...(options.sorts ?? [])],
  role: options.role || undefined,
  claims: options.claims && JSON.stringify(options.claims),
});

/**
 * Streams a table's rows to a downloaded `[table]_rows.csv`, reporting in the export's
 * notification: its progress bar follows the rows as they arrive, its 'Cancel' (`controller`)
 * stops the download, and it ends saying how the export went. The response is read chunk by chunk
 * (counting rows against `x-atrium-row-count`) into a Blob, so the browser never holds the CSV as
 * one string.
 */
export async function streamCsvExport(
  relations: PgMetaClient['relations'],
  notification: NotificationHandle,
  controller: AbortController,
  table: CsvExportTarget,
  options?: CsvExportOptions,
): Promise<void> {
  const end = (tone: NotificationTone, title: string) =>
    notification.update(exportEnded(tone, title));
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
    downloadBlob(new Blob(chunks as BlobPart[], { type: 'text/csv' }), exportFileName(table.name));
    end('success', `Successfully exported ${table.name} as CSV`);
  } catch (error) {
    if (controller.signal.aborted) end('info', `Cancelled the export of ${table.name}`);
    else end('error', `Failed to export table: ${(error as Error).message}`);
  }
}
