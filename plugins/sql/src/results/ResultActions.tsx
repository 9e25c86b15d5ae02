import { Button } from '@atrium/design-system';
import { downloadBlob, usePluginContext } from '@atrium/core/plugin-api';
import type { ScriptColumn, ScriptRow } from '@atrium/common/sql-script';
import { resultAsCsv, resultAsJson } from './export-result.js';

export interface ResultActionsProps {
  readonly columns: readonly ScriptColumn[];
  readonly rows: readonly ScriptRow[];
  /** Names the downloads: `result-2.csv`. */
  readonly name: string;
}

/** Copy a result to the clipboard as CSV, or download it as CSV or JSON. */
export function ResultActions({ columns, rows, name }: ResultActionsProps) {
  const { toast } = usePluginContext();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(resultAsCsv(columns, rows));
      toast.success(`Copied ${rows.length.toLocaleString()} rows to the clipboard as CSV`);
    } catch (error) {
      toast.error(`Failed to copy the result: ${error instanceof Error ? error.message : error}`);
    }
  };
  return (
    <>
      <Button variant="ghost" size="small" onPress={() => void copy()}>
        Copy
      </Button>
      <Button
        variant="ghost"
        size="small"
        onPress={() =>
          downloadBlob(new Blob([resultAsCsv(columns, rows)], { type: 'text/csv' }), `${name}.csv`)
        }
      >
        Export CSV
      </Button>
      <Button
        variant="ghost"
        size="small"
        onPress={() =>
          downloadBlob(
            new Blob([resultAsJson(columns, rows)], { type: 'application/json' }),
            `${name}.json`,
          )
        }
      >
        Export JSON
      </Button>
    </>
  );
}
