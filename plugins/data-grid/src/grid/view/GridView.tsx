import { ContextMenu, MenuItem } from '@atrium/design-system';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TableVirtuoso, type TableComponents, type TableVirtuosoHandle } from 'react-virtuoso';
import type { TableRef } from '../../contracts.js';
import type { Row } from '../../data/rows-queries.js';
import type { LaidOutColumn } from '../model/column-layout.js';
import { rangeOf, type CellPosition, type CellRange } from '../model/navigation.js';
import { useContributedRowMenu } from './contributed-row-menu.js';
import { gridParts, type GridPartsContext } from './grid-parts.js';
import { HeaderRow, type HeaderRowProps } from './HeaderRow.js';
import { RowCells } from './RowCells.js';
import { revealColumn, useColumnWindow } from './use-column-window.js';
import { useGridKeyboard, type GridKeyCommands } from './use-grid-keyboard.js';
import * as styles from './GridView.css.js';

export type RowMenuAction = 'copy' | 'edit-row' | 'delete-row';

export interface GridViewProps
  extends Omit<HeaderRowProps, 'layout' | 'allSelected' | 'someSelected'>, GridKeyCommands {
  readonly label: string;
  readonly layout: readonly LaidOutColumn[];
  readonly rows: readonly Row[];
  readonly truncated: readonly (readonly string[])[];
  readonly selected: ReadonlySet<number>;
  readonly onToggleRow: (index: number, shift: boolean) => void;
  readonly active: CellPosition | null;
  readonly anchor: CellPosition | null;
  readonly editing: CellPosition | null;
  readonly editor: ReactNode;
  readonly onLoadFullValue: (at: CellPosition) => void;
  readonly linkFor: (column: LaidOutColumn, value: unknown) => string | undefined;
  readonly onRowMenu: (action: RowMenuAction, at: CellPosition) => void;
  readonly canDeleteRows: boolean;
  /** Whether 'Edit row' can write the row back (it needs the row's primary key). */
  readonly canEditRows: boolean;
  /**
   * Whether rows can be found again by a primary key: without one no cell can be edited and no
   * value the server cut can be loaded whole.
   */
  readonly hasPrimaryKey: boolean;
  /** The table the rows are of, for other plugins' row-menu entries. */
  readonly table?: TableRef;
  /** The table's primary key columns, for other plugins' row-menu entries. */
  readonly primaryKeys?: readonly string[];
}

const cellAt = (target: EventTarget | null): CellPosition | undefined => {
  const cell = (target as Element | null)?.closest?.('[data-cell]');
  const [row, col] = cell?.getAttribute('data-cell')?.split(':').map(Number) ?? [];
  return row === undefined || col === undefined ? undefined : { row, col };
};

/** Whether focus may be moved into a table just opened: not from a field the user types in. */
const takesFocusOnOpen = (focused: Element | null) =>
  !focused?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');

/**
 * The rows of one page in a virtualized grid (only the rows in view are in the DOM): a `grid`
 * role with one tab stop (the active cell), every event delegated to the table.
 */
export function GridView(props: GridViewProps) {
  const { layout, rows, truncated, selected, active, anchor, editing, editor, linkFor } = props;
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const area = useRef<HTMLDivElement>(null);
  // The visible range only matters for PageUp/PageDown and for the tab stop; a ref keeps scrolling
  // from re-rendering the grid, and state changes only when the active row leaves or enters view.
  const visible = useRef({ startIndex: 0, endIndex: 0 });
  const [activeOutOfView, setActiveOutOfView] = useState(false);
  const activeRow = active?.row;
  const onRangeChanged = useCallback(
    (range: { startIndex: number; endIndex: number }) => {
      visible.current = range;
      setActiveOutOfView(
        activeRow !== undefined && (activeRow < range.startIndex || activeRow > range.endIndex),
      );
    },
    [activeRow],
  );
  const menuTarget = useRef<CellPosition | null>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const columns = useColumnWindow(scroller, layout);

  const range: CellRange | undefined = active && anchor ? rangeOf(anchor, active) : undefined;
  const { onKeyDown, markPasted } = useGridKeyboard(props, rows.length, layout.length, visible);
  const contributedMenu = useContributedRowMenu(props.table, props.primaryKeys);

  // Keep the active cell in view and focused whenever it moves (not while an editor has focus).
  useEffect(() => {
    if (!active || editing) return;
    virtuoso.current?.scrollIntoView({ index: active.row });
    const focus = () => {
      const cell = area.current?.querySelector<HTMLElement>(
        `[data-cell="${active.row}:${active.col}"]`,
      );
      if (!cell) return false;
      const focused = document.activeElement;
      // Follow the keyboard, or come back after an editor closed; never steal focus elsewhere.
      if (!focused || focused === document.body || area.current?.contains(focused)) cell.focus();
      return true;
    };
    if (focus() || !area.current) return;
    revealColumn(scroller.current, layout, active.col);
    // The cell appears once the scroll has re-rendered the rows, however long that takes on a
    // loaded machine (a fixed number of frames was sometimes too few, and Enter then went nowhere).
    const rendered = new MutationObserver(() => {
      if (focus()) rendered.disconnect();
    });
    rendered.observe(area.current, { childList: true, subtree: true });
    return () => rendered.disconnect();
  }, [active, editing, layout]);

  // The grid is one tab stop: the table takes it while focus is elsewhere and hands it to the
  // last cell used (or the first), so Tab never walks the header's controls to reach a cell.
  const [focusInside, setFocusInside] = useState(false);
  const context = useMemo<GridPartsContext>(
    () => ({
      label: props.label,
      layout,
      rowCount: rows.length,
      selected,
      tableTabbable: !focusInside || activeOutOfView,
    }),
    [props.label, layout, rows.length, selected, focusInside, activeOutOfView],
  );

  // A table just opened (from the sidebar, the palette or a link) takes the focus, unless the
  // user is already typing somewhere: focus left on the page's body helps nobody.
  const focusedTable = useRef<number | undefined>(undefined);
  const tableId = props.table?.id;
  useEffect(() => {
    if (rows.length === 0 || tableId === undefined || focusedTable.current === tableId) return;
    focusedTable.current = tableId;
    let frames = 0;
    let handle = 0;
    // The rows render a frame or two after the data arrives (the list measures first).
    const focus = () => {
      if (!takesFocusOnOpen(document.activeElement)) return;
      const cell = area.current?.querySelector<HTMLElement>('[data-cell][tabindex="0"]');
      if (cell) cell.focus();
      else if (frames++ < 10) handle = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(handle);
  }, [rows.length, tableId]);

  const onMouseDown = useCallback(
    (event: React.MouseEvent) => {
      const target = event.target as Element;
      const selectRow = target.getAttribute('data-select-row');
      if (selectRow !== null) {
        event.preventDefault();
        props.onToggleRow(Number(selectRow), event.shiftKey);
        return;
      }
      const load = target.getAttribute('data-load-full');
      if (load !== null) {
        const [row, col] = load.split(':').map(Number);
        event.preventDefault();
        props.onLoadFullValue({ row: row!, col: col! });
        return;
      }
      const at = cellAt(target);
      if (at && event.button === 0 && !target.closest('input, textarea, select, a')) {
        props.onActivate(at, event.shiftKey);
      }
    },
    [props],
  );

  const itemContent = (index: number, row: Row) => {
    const inActive = active?.row === index;
    const inRange = range && index >= range.top && index <= range.bottom;
    return (
      <RowCells
        index={index}
        row={row}
        layout={layout}
        selected={selected.has(index)}
        truncated={truncated[index]}
        activeCol={inActive ? active.col : undefined}
        rangeCols={inRange ? [range.left, range.right] : undefined}
        editingCol={editing?.row === index ? editing.col : undefined}
        editor={editing?.row === index ? editor : undefined}
        linkFor={linkFor}
        hasPrimaryKey={props.hasPrimaryKey}
        firstTabStop={active === null && index === 0}
        columns={columns}
      />
    );
  };

  return (
    <ContextMenu
      aria-label="Row actions"
      UNSAFE_className={styles.menuArea}
      disabledKeys={[
        ...(props.canDeleteRows ? [] : ['delete-row']),
        ...(props.canEditRows ? [] : ['edit-row']),
      ]}
      onAction={(key) => {
        const at = menuTarget.current;
        if (!at) return;
        const row = rows[at.row];
        if (row && contributedMenu.runKey(String(key), row)) return;
        props.onRowMenu(key as RowMenuAction, at);
      }}
      menu={
        <>
          <MenuItem id="copy">Copy cell content</MenuItem>
          <MenuItem id="edit-row">Edit row</MenuItem>
          <MenuItem id="delete-row" tone="critical">
            Delete row
          </MenuItem>
          {contributedMenu.items}
        </>
      }
    >
      <div
        ref={area}
        className={styles.menuArea}
        onMouseDown={onMouseDown}
        onDoubleClick={(event) => {
          const at = cellAt(event.target);
          if (at) props.onStartEdit(at);
        }}
        onContextMenuCapture={(event) => {
          const at = cellAt(event.target);
          menuTarget.current = at ?? null;
          if (at) props.onActivate(at, false);
        }}
        onKeyDownCapture={(event) => {
          if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
            menuTarget.current = cellAt(event.target) ?? null;
          }
        }}
        onKeyDown={onKeyDown}
        onCopy={(event) => {
          if (editing || !active) return;
          event.preventDefault();
          event.clipboardData.setData('text/plain', props.onCopy(range ?? rangeOf(active, active)));
        }}
        onPaste={(event) => {
          if (editing || !active) return;
          event.preventDefault();
          markPasted();
          props.onPaste(
            event.clipboardData.getData('text/plain'),
            range ?? rangeOf(active, active),
          );
        }}
        onFocus={(event) => {
          setFocusInside(true);
          if (event.target.getAttribute('role') !== 'grid') {
            // A cell reached with no active cell yet becomes the active one, so the keys work.
            const at = cellAt(event.target);
            if (at && !active && event.target.hasAttribute('data-cell'))
              props.onActivate(at, false);
            return;
          }
          // The table holds the tab stop: it hands it to the last cell used, else the first.
          const target = active ?? (rows.length > 0 ? { row: 0, col: 0 } : null);
          if (!target) return;
          if (!active) props.onActivate(target, false);
          virtuoso.current?.scrollIntoView({ index: target.row });
          requestAnimationFrame(() =>
            area.current
              ?.querySelector<HTMLElement>(`[data-cell="${target.row}:${target.col}"]`)
              ?.focus(),
          );
        }}
        onBlur={(event) => {
          if (!area.current?.contains(event.relatedTarget as Node | null)) setFocusInside(false);
        }}
      >
        <TableVirtuoso<Row, GridPartsContext>
          ref={virtuoso}
          scrollerRef={(element) => {
            scroller.current = element instanceof HTMLElement ? element : null;
            // Chromium makes a scroller a tab stop of its own, with no visible focus: the table
            // is the grid's one stop.
            if (scroller.current) scroller.current.tabIndex = -1;
          }}
          className={styles.scroller}
          data={rows as Row[]}
          context={context}
          components={gridParts as TableComponents<Row, GridPartsContext>}
          fixedItemHeight={styles.ROW_HEIGHT}
          increaseViewportBy={styles.ROW_HEIGHT * 5}
          rangeChanged={onRangeChanged}
          fixedHeaderContent={() => (
            <HeaderRow
              layout={layout}
              allSelected={rows.length > 0 && selected.size === rows.length}
              someSelected={selected.size > 0}
              onToggleAll={props.onToggleAll}
              canWrite={props.canWrite}
              onColumnAction={props.onColumnAction}
              onResize={props.onResize}
              onAddColumn={props.onAddColumn}
            />
          )}
          itemContent={itemContent}
        />
      </div>
    </ContextMenu>
  );
}
