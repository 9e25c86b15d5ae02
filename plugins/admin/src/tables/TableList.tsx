import { EmptyState, ErrorPanel, Skeleton, visuallyHidden } from '@atrium/design-system';
import { usePluginContext, type Table } from '@atrium/core/plugin-api';
import { Link } from 'react-aria-components';
import { useColumnCounts, useRealtimeTables, useTables } from '../data/table-queries.js';
import { TruncatedName } from '../shared/TruncatedName.js';
import * as css from '../shared/admin.css.js';
import { RealtimeSwitch } from './RealtimeSwitch.js';
import { TableActions, type TableAction } from './TableActions.js';
import { matchesTableSearch } from './table-search.js';

/** How many placeholder rows show while the list loads. */
export const LOADING_ROWS = 5;

export interface TableListProps {
  readonly schema: string;
  readonly search: string;
  readonly readOnly: boolean;
  readonly onAction: (table: Table, action: TableAction) => void;
}

/** The tables of one schema with their estimates, realtime switch and column-count link. */
export function TableList({ schema, search, readOnly, onAction }: TableListProps) {
  const { projectRef } = usePluginContext();
  const tables = useTables(schema);
  const counts = useColumnCounts(schema);
  const realtime = useRealtimeTables();
  if (tables.error) {
    return (
      <ErrorPanel
        title="Failed to retrieve tables"
        message={tables.error.message}
        onRetry={() => void tables.mutate()}
      />
    );
  }
  if (!tables.data) return <Skeleton count={LOADING_ROWS} label="Loading tables" />;
  if (tables.data.length === 0) {
    return (
      <EmptyState title="No tables created yet" description={`There are no tables in ${schema}.`} />
    );
  }
  const shown = tables.data.filter((table) => matchesTableSearch(table.name, search));
  if (shown.length === 0) {
    return (
      <EmptyState
        title="No results found"
        description={`Your search for "${search}" did not return any results`}
      />
    );
  }
  const columnCount = new Map(counts.data?.map((c) => [c.table_id, c.count]));
  const inRealtime = new Set(realtime.data?.table_ids);
  return (
    <div className={css.listFrame}>
      <table className={css.list} aria-label={`Tables in ${schema}`}>
        <thead>
          <tr>
            <th className={css.headCell}>Name</th>
            <th className={css.headCell}>Description</th>
            <th className={`${css.headCell} ${css.numeric}`}>Rows (Estimated)</th>
            <th className={`${css.headCell} ${css.numeric}`}>Size (Estimated)</th>
            <th className={css.headCell}>Realtime Enabled</th>
            <th className={css.headCell}>
              <span className={visuallyHidden}>Columns and actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((table) => {
            const count = columnCount.get(table.id);
            return (
              <tr key={table.id}>
                <td className={css.cell}>
                  <TruncatedName name={table.name} />
                </td>
                <td className={`${css.cell} ${table.comment ? '' : css.muted}`}>
                  {table.comment || 'No description'}
                </td>
                <td className={`${css.cell} ${css.numeric}`}>
                  {table.live_rows_estimate.toLocaleString('en-US')}
                </td>
                <td className={`${css.cell} ${css.numeric}`}>{table.size}</td>
                <td className={css.cell}>
                  {realtime.data ? (
                    <RealtimeSwitch
                      table={table}
                      enabled={inRealtime.has(table.id)}
                      allTables={realtime.data.all_tables}
                      readOnly={readOnly}
                    />
                  ) : (
                    <span className={css.muted}>{realtime.error ? 'Unknown' : '…'}</span>
                  )}
                </td>
                <td className={css.cell}>
                  <div className={css.rowEnd}>
                    <Link
                      className={css.link}
                      href={`/project/${projectRef}/database/tables/${table.id}`}
                      aria-label={`${count ?? ''} columns of ${table.name}`.trim()}
                    >
                      {count === undefined
                        ? 'Columns'
                        : `${count} ${count === 1 ? 'column' : 'columns'}`}
                    </Link>
                    <TableActions
                      name={table.name}
                      readOnly={readOnly}
                      onAction={(action) => onAction(table, action)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
