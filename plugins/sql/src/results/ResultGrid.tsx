import { Table, tableColumnHelper, type TableProps } from '@atrium/design-system';
import type { ScriptColumn, ScriptRow } from '@atrium/common/sql-script';
import { useMemo } from 'react';
import * as styles from './Results.css.js';

export interface ResultGridProps {
  readonly columns: readonly ScriptColumn[];
  readonly rows: readonly ScriptRow[];
  readonly typeNames: Readonly<Record<string, string>>;
  readonly 'aria-label': string;
}

/** A cell shows this much of a value at most: a megabyte of text would not fit a cell anyway. */
const CELL_CHARS = 500;
const ROW_HEIGHT = 33;

const col = tableColumnHelper<ScriptRow>();

function Cell({ value }: { value: string | null }) {
  if (value === null) return <span className={styles.nullValue}>NULL</span>;
  const shown = value.length > CELL_CHARS ? `${value.slice(0, CELL_CHARS)}…` : value;
  return <span title={value.length > CELL_CHARS ? undefined : value}>{shown}</span>;
}

/**
 * One result set in the design system's virtualised table: only the rows in view are drawn, so
 * 100,000 rows cost what 20 do, and a cell draws the start of a long value.
 */
export function ResultGrid({ columns, rows, typeNames, 'aria-label': label }: ResultGridProps) {
  const tableColumns = useMemo<TableProps<ScriptRow>['columns']>(
    () =>
      col.columns(
        columns.map((column, index) =>
          col.accessor((row) => row[index] ?? null, {
            id: String(index),
            size: 180,
            header: () => (
              <span>
                {column.name}{' '}
                <span className={styles.typeName}>{typeNames[String(column.type_id)] ?? ''}</span>
              </span>
            ),
            cell: (info) => <Cell value={info.getValue() as string | null} />,
          }),
        ),
      ),
    [columns, typeNames],
  );
  return (
    <Table
      aria-label={label}
      columns={tableColumns}
      data={rows}
      rowHeight={ROW_HEIGHT}
      height="100%"
      emptyState={<span className={styles.muted}>No rows</span>}
    />
  );
}
