import { IconButton, Menu, MenuItem, Tooltip } from '@atrium/design-system';
import { memo } from 'react';
import type { LaidOutColumn } from '../model/column-layout.js';
import { ADD_COLUMN_WIDTH } from '../model/column-width.js';
import * as styles from './GridView.css.js';
import { ResizeHandle } from './ResizeHandle.js';

/** The spec's words for column writes the user's role cannot make (database-admin.md §6). */
export const CREATE_COLUMNS_DENIED = 'You need additional permissions to create columns';
export const EDIT_COLUMN_DENIED = 'Additional permissions required to edit/delete column';

export type ColumnAction = 'edit' | 'freeze' | 'delete';

export interface ColumnHeadersProps {
  readonly layout: readonly LaidOutColumn[];
  readonly canWrite: boolean;
  readonly onColumnAction: (column: LaidOutColumn, action: ColumnAction) => void;
  readonly onResize: (key: string, width: number, done: boolean) => void;
  /** Adds a column; absent for a relation that takes none (a view): no add-column header then. */
  readonly onAddColumn?: () => void;
}

/**
 * One header per column (name, type, menu, resize handle), then add-column. Memoized apart from
 * the select-all box: fifty column menus are costly to re-render, and they change only with the
 * layout, never with the rows or the selection.
 */
export const ColumnHeaders = memo(function ColumnHeaders({
  layout,
  canWrite,
  onColumnAction,
  onResize,
  onAddColumn,
}: ColumnHeadersProps) {
  const denied = canWrite ? undefined : EDIT_COLUMN_DENIED;
  return (
    <>
      {layout.map((c, index) => (
        <th
          key={c.column.key}
          role="columnheader"
          aria-colindex={index + 2}
          data-column={c.column.key}
          className={c.frozen ? `${styles.headerCell} ${styles.frozenHeader}` : styles.headerCell}
          style={{ width: c.width, left: c.left }}
          title={c.column.source.comment ?? undefined}
        >
          <div className={styles.headerContent}>
            <span className={styles.headerName}>
              {c.column.isPrimaryKey && (
                <span className={styles.headerFormat} title="Primary key">
                  PK{' '}
                </span>
              )}
              {c.column.key} <span className={styles.headerFormat}>{c.column.source.format}</span>
            </span>
            <Menu
              aria-label={`Column ${c.column.key}`}
              trigger={
                <IconButton
                  size="small"
                  variant="ghost"
                  icon="▾"
                  label={`${c.column.key} column menu`}
                />
              }
              onAction={(key) => onColumnAction(c, key as ColumnAction)}
              disabledKeys={canWrite ? [] : ['edit', 'delete']}
            >
              <MenuItem id="edit" description={denied}>
                Edit column
              </MenuItem>
              <MenuItem id="freeze">{c.frozen ? 'Unfreeze column' : 'Freeze column'}</MenuItem>
              <MenuItem id="delete" tone="critical" description={denied}>
                Delete column
              </MenuItem>
            </Menu>
          </div>
          <ResizeHandle
            label={`Resize column ${c.column.key}`}
            width={c.width}
            onResize={(width, done) => onResize(c.column.key, width, done)}
          />
        </th>
      ))}
      <th role="columnheader" className={styles.headerCell} style={{ width: ADD_COLUMN_WIDTH }}>
        <div className={styles.headerContent}>
          {!onAddColumn ? null : canWrite ? (
            <IconButton
              size="small"
              variant="ghost"
              icon="+"
              label="Add column"
              onPress={onAddColumn}
            />
          ) : (
            <Tooltip content={CREATE_COLUMNS_DENIED}>
              <IconButton size="small" variant="ghost" icon="+" label="Add column" isDisabled />
            </Tooltip>
          )}
        </div>
      </th>
    </>
  );
});
