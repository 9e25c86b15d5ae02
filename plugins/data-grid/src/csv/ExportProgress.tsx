import { ProgressBar } from '@atrium/design-system';
import { useSyncExternalStore } from 'react';
import type { ProgressStore } from './progress-store.js';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The export toast's body: rows so far against the expected count, and bytes received. */
export function ExportProgress({ tableName, store }: { tableName: string; store: ProgressStore }) {
  const { rows, bytes, total } = useSyncExternalStore(store.subscribe, store.get);
  const known = total !== undefined && total > 0;
  return (
    <>
      {`Exporting ${tableName} as CSV...`}
      <ProgressBar
        aria-label={`Exporting ${tableName}`}
        value={known ? Math.min(rows, total) : undefined}
        maxValue={known ? total : undefined}
        isIndeterminate={!known}
        showValueText={false}
      />
      {`${rows.toLocaleString()}${known ? ` of ~${total.toLocaleString()}` : ''} rows, ${megabytes(bytes)}`}
    </>
  );
}
