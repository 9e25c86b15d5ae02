export interface CsvExportTarget {
  readonly id: number;
  readonly name: string;
}

export interface CsvExportOptions {
  /** The grid's filters and sorts, as in the URL (`column:op:value`, `column:asc`). */
  readonly filters?: readonly string[];
  readonly sorts?: readonly string[];
}

/** Streams a table's rows to a downloaded `[table]_rows.csv`, with progress, cancel and toasts. */
export function useCsvExport(): (
  table: CsvExportTarget,
  options?: CsvExportOptions,
) => Promise<void> {
  return async () => {
    throw new Error('CSV export is not built yet');
  };
}
