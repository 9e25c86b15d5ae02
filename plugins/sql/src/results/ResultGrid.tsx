import type { ScriptColumn, ScriptRow } from '@atrium/common/sql-script';
import { memo, useMemo } from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import { cellDisplay } from './cell-display.js';
import { resultGridParts, type ResultGridContext } from './result-grid-parts.js';
import * as styles from './Results.css.js';

export interface ResultGridProps {
  readonly columns: readonly ScriptColumn[];
  readonly rows: readonly ScriptRow[];
  readonly typeNames: Readonly<Record<string, string>>;
  readonly 'aria-label': string;
}

const COLUMN_WIDTH = 180;
const parts = resultGridParts as TableComponents<ScriptRow, ResultGridContext>;

/** One value, formatted only when its row is drawn: a 1 MB text draws its first line's worth. */
const Cell = memo(function Cell({ value }: { value: string | null }) {
  const { text, title } = cellDisplay(value);
  return (
    <td className={styles.cell} title={title}>
      {text === null ? <span className={styles.nullValue}>NULL</span> : text}
    </td>
  );
});

/**
 * One result set in a virtualised table: react-virtuoso draws only the rows in view, straight
 * from the answer's row arrays (no row objects are built per row), so 100,000 rows cost what 30
 * do, on each new batch of rows as they stream in and while scrolling; row heights are fixed, so
 * nothing is measured.
 */
export function ResultGrid({ columns, rows, typeNames, 'aria-label': label }: ResultGridProps) {
  const context = useMemo<ResultGridContext>(
    () => ({ label, rowCount: rows.length, columnCount: columns.length }),
    [label, rows.length, columns.length],
  );
  return (
    <TableVirtuoso<ScriptRow, ResultGridContext>
      className={styles.scroller}
      style={{ height: '100%' }}
      data={rows}
      context={context}
      components={parts}
      fixedItemHeight={styles.ROW_HEIGHT}
      fixedHeaderContent={() => (
        <tr aria-rowindex={1}>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={styles.headerCell}
              style={{ width: COLUMN_WIDTH }}
            >
              {column.name}{' '}
              <span className={styles.typeName}>{typeNames[String(column.type_id)] ?? ''}</span>
            </th>
          ))}
        </tr>
      )}
      itemContent={(_, row) =>
        columns.map((_, index) => <Cell key={index} value={row[index] ?? null} />)
      }
    />
  );
}
