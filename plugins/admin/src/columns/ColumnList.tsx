import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import type { Column } from '@atrium/core/plugin-api';
import { ActionsHead, RowWriteCell } from '../shared/ActionsColumn.js';
import * as css from '../shared/admin.css.js';
import { DELETE_COLUMN_DENIED, EDIT_COLUMN_DENIED } from './access.js';
import { matchesColumnFilter } from './column-filter.js';

/** How many placeholder rows show while the columns load. */
export const LOADING_ROWS = 5;

export interface ColumnListProps {
  /** `schema.name` once the table is known, for the error panel. */
  readonly tableName: string;
  readonly columns: { data?: Column[]; error?: Error; retry: () => void };
  readonly filter: string;
  readonly readOnly: boolean;
  readonly onEdit: (column: Column) => void;
  readonly onDelete: (column: Column) => void;
}

/** A table's columns: Name, Description, Data Type, Format, and Edit and Delete per row. */
export function ColumnList({
  tableName,
  columns,
  filter,
  readOnly,
  onEdit,
  onDelete,
}: ColumnListProps) {
  if (columns.error) {
    return (
      <ErrorPanel
        title={`Failed to retrieve columns for table ${tableName}`}
        message={columns.error.message}
        onRetry={columns.retry}
      />
    );
  }
  if (!columns.data) return <Skeleton count={LOADING_ROWS} label="Loading columns" />;
  const shown = columns.data.filter((column) => matchesColumnFilter(column.name, filter));
  if (shown.length === 0) {
    return columns.data.length === 0 ? (
      <EmptyState title="No columns created yet" description="This table has no columns." />
    ) : (
      <EmptyState
        title="No results found"
        description={`Your search for "${filter}" did not return any results`}
      />
    );
  }
  return (
    <div className={css.listFrame}>
      <table className={css.list} aria-label={`Columns of ${tableName}`}>
        <thead>
          <tr>
            <th className={css.headCell}>Name</th>
            <th className={css.headCell}>Description</th>
            <th className={css.headCell}>Data Type</th>
            <th className={css.headCell}>Format</th>
            {!readOnly && <ActionsHead />}
          </tr>
        </thead>
        <tbody>
          {shown.map((column) => (
            <tr key={column.id}>
              <td className={css.cell}>
                <span className={css.name}>{column.name}</span>
              </td>
              <td className={`${css.cell} ${column.comment ? '' : css.muted}`}>
                {column.comment || 'No description'}
              </td>
              <td className={`${css.cell} ${css.code}`}>{column.data_type}</td>
              <td className={`${css.cell} ${css.code}`}>{column.format}</td>
              {!readOnly && (
                <RowWriteCell
                  resource="columns"
                  kind="column"
                  name={column.name}
                  denied={{ edit: EDIT_COLUMN_DENIED, delete: DELETE_COLUMN_DENIED }}
                  onEdit={() => onEdit(column)}
                  onDelete={() => onDelete(column)}
                />
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
