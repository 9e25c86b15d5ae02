import type { ReactNode } from 'react';
import type { Align } from '../markdown/blocks.js';
import * as styles from './DataTable.css.js';

export interface DataTableProps {
  readonly header: readonly ReactNode[];
  readonly rows: readonly (readonly ReactNode[])[];
  readonly align?: readonly Align[];
  /** Names the table for screen readers. */
  readonly 'aria-label'?: string;
}

/**
 * A plain, semantic table for reference content (props, markdown tables). The design system's
 * Table is virtualized for large data sets; here every row must be in the DOM, for find-in-page
 * and for screen readers. The scroll container is focusable so keyboard users can scroll it.
 */
export function DataTable({ header, rows, align = [], 'aria-label': ariaLabel }: DataTableProps) {
  return (
    <div className={styles.scroller} tabIndex={0}>
      <table className={styles.table} aria-label={ariaLabel}>
        <thead>
          <tr>
            {header.map((cell, column) => (
              <th key={column} scope="col" style={{ textAlign: align[column] }}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} style={{ textAlign: align[column] }}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
