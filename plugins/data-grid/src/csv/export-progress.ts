import type { Notification } from '@atrium/core/plugin-api';

/** How far a CSV export has come: rows and bytes received, and the rows the server expects. */
export interface ExportProgress {
  readonly rows: number;
  readonly bytes: number;
  /** From `x-atrium-row-count`, when the server sent it. */
  readonly total?: number;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * The export notification's bar and line: rows so far against the expected count (an
 * indeterminate bar when there is none), and bytes received.
 */
export function exportProgress({
  rows,
  bytes,
  total,
}: ExportProgress): Pick<Notification, 'progress' | 'description'> {
  const known = total !== undefined && total > 0;
  return {
    progress: known ? Math.min(rows / total, 1) : null,
    description: `${rows.toLocaleString()}${known ? ` of ~${total.toLocaleString()}` : ''} rows, ${megabytes(bytes)}`,
  };
}
