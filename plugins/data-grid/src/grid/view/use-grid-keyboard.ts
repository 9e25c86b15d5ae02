import { useRef, type KeyboardEvent } from 'react';
import {
  moveCell,
  rangeOf,
  tabCell,
  type CellPosition,
  type CellRange,
} from '../model/navigation.js';

/** What the grid's keys do; the grid decides how (state, API calls). */
export interface GridKeyCommands {
  readonly active: CellPosition | null;
  readonly anchor: CellPosition | null;
  readonly editing: CellPosition | null;
  readonly onActivate: (at: CellPosition, extend: boolean) => void;
  /** Opens the active cell's editor, optionally replacing its text with a typed character. */
  readonly onStartEdit: (at: CellPosition, initialText?: string) => void;
  readonly onCopy: (range: CellRange) => string;
  readonly onPaste: (text: string, range: CellRange) => void;
  readonly onUndo: () => void;
  readonly onToggleRow: (index: number, shift: boolean) => void;
  readonly onToggleAll: () => void;
}

const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Spreadsheet keys on the grid: arrows, Home/End, PageUp/PageDown (Shift extends the range),
 * Tab along the row and out of the grid at its edge, Enter or typing to edit, Space to select the
 * row, Ctrl/Cmd+Z to undo, Ctrl/Cmd+C and V for cells and ranges. Keys inside an editor are the
 * editor's own.
 */
export function useGridKeyboard(
  commands: GridKeyCommands,
  rowCount: number,
  colCount: number,
  visible: { readonly current: { startIndex: number; endIndex: number } },
) {
  const pasted = useRef(false);
  const markPasted = () => {
    pasted.current = true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const { active, anchor, editing } = commands;
    if (editing || !active || rowCount === 0) return;
    if (
      (event.target as Element).closest('input, textarea, select, [role="menu"], [role="dialog"]')
    ) {
      return;
    }
    const bounds = { rows: rowCount, cols: colCount };
    const mod = event.ctrlKey || event.metaKey;
    const moved = moveCell(
      active,
      event.key,
      bounds,
      mod,
      Math.max(visible.current.endIndex - visible.current.startIndex, 1),
    );
    if (moved) {
      event.preventDefault();
      commands.onActivate(moved, event.shiftKey);
      return;
    }
    const range = rangeOf(anchor ?? active, active);
    if (event.key === 'Tab') {
      const next = tabCell(active, event.shiftKey, bounds);
      if (next) {
        event.preventDefault();
        commands.onActivate(next, false);
      }
      return; // at the edge the browser moves focus out of the grid
    }
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      commands.onUndo();
    } else if (mod && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      commands.onToggleAll();
    } else if (mod && event.key.toLowerCase() === 'c') {
      // The copy event fills the clipboard too; this covers browsers that skip it for a cell.
      void navigator.clipboard?.writeText(commands.onCopy(range)).catch(() => undefined);
    } else if (mod && event.key.toLowerCase() === 'v') {
      pasted.current = false;
      // Falls back to the async clipboard when no paste event reaches the cell.
      setTimeout(() => {
        if (pasted.current) return;
        void navigator.clipboard
          ?.readText()
          .then((text) => commands.onPaste(text, range))
          .catch(() => undefined);
      }, 50);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      commands.onStartEdit(active);
    } else if (event.key === ' ') {
      event.preventDefault();
      commands.onToggleRow(active.row, event.shiftKey);
    } else if (event.key === 'Escape') {
      commands.onActivate(active, false);
    } else if (isPrintable(event)) {
      event.preventDefault();
      commands.onStartEdit(active, event.key);
    }
  };
  return { onKeyDown, markPasted };
}
