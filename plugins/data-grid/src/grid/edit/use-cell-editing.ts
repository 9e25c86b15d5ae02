import { useCallback, useState } from 'react';
import type { CellWrites } from '../../data/rows-mutations.js';
import type { PrimaryKey, Row } from '../../data/rows-queries.js';
import { valueToText } from '../model/cell-text.js';
import type { LaidOutColumn } from '../model/column-layout.js';
import type { CellPosition, CellRange } from '../model/navigation.js';
import { pushUndo, undoWrites, type CellEdit } from '../state/undo-stack.js';
import { rangeToText, textToMatrix } from './clipboard-grid.js';
import { parsePasted } from './parse-input.js';

export interface CellEditingOptions {
  readonly layout: readonly LaidOutColumn[];
  readonly rows: readonly Row[];
  readonly primaryKeys: readonly string[];
  /** SQL admin write on tables: without it no cell opens an editor or takes a paste. */
  readonly canWrite: boolean;
  /** Writes each row's changed cells (`useUpdateCells`, which toasts a refusal). */
  readonly writeRows: (writes: Omit<CellWrites, 'impersonation'>) => Promise<void>;
  readonly track: <T>(work: Promise<T>) => Promise<T>;
  /** Puts a row the server returned in place of the row with that primary key. */
  readonly replaceRow: (primaryKey: PrimaryKey, row: Row) => void;
  /** Says why a paste was refused before anything was written. */
  readonly onRefused: (message: string) => void;
}

export interface EditingCell extends CellPosition {
  readonly initialText?: string;
}

/** Unchanged when it reads the same: an editor's `'5'` for the page's `5` writes nothing. */
const same = (a: unknown, b: unknown) => valueToText(a) === valueToText(b);

/**
 * The active cell, the range, the one open editor, and every cell write: edits, pastes and their
 * undo (each step written back by primary key).
 */
export function useCellEditing(options: CellEditingOptions) {
  const { layout, rows, primaryKeys, canWrite, writeRows, track, replaceRow, onRefused } = options;
  const [active, setActive] = useState<CellPosition | null>(null);
  const [anchor, setAnchor] = useState<CellPosition | null>(null);
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [undoStack, setUndoStack] = useState<readonly (readonly CellEdit[])[]>([]);

  const primaryKeyOf = useCallback(
    (row: Row): PrimaryKey => Object.fromEntries(primaryKeys.map((key) => [key, row[key]])),
    [primaryKeys],
  );
  const canEdit = (col: number) =>
    canWrite && primaryKeys.length > 0 && layout[col]?.column.isEditable === true;

  const activate = useCallback((at: CellPosition, extend: boolean) => {
    setActive(at);
    setAnchor((current) => (extend ? (current ?? at) : at));
  }, []);

  const reset = useCallback(() => {
    setActive(null);
    setAnchor(null);
    setEditing(null);
  }, []);

  /** Writes cells row by row; returns whether every write succeeded. */
  const write = useCallback(
    async (edits: readonly CellEdit[], values: (edit: CellEdit) => unknown) => {
      const byRow = new Map<string, { primaryKey: PrimaryKey; values: Row }>();
      for (const edit of edits) {
        const id = JSON.stringify(edit.primaryKey);
        const entry = byRow.get(id) ?? { primaryKey: edit.primaryKey, values: {} };
        entry.values[edit.column] = values(edit);
        byRow.set(id, entry);
      }
      try {
        await track(writeRows({ changes: [...byRow.values()], onWritten: replaceRow }));
        return true;
      } catch {
        return false; // the write toasted why
      }
    },
    [writeRows, track, replaceRow],
  );

  const apply = useCallback(
    async (edits: CellEdit[]) => {
      const changed = edits.filter((edit) => !same(edit.previous, edit.next));
      if (changed.length === 0) return;
      if (await write(changed, (edit) => edit.next)) {
        setUndoStack((stack) => pushUndo(stack, changed));
      }
    },
    [write],
  );

  const editOf = (rowIndex: number, col: number, next: unknown): CellEdit | undefined => {
    const row = rows[rowIndex];
    const column = layout[col]?.column;
    if (!row || !column || !canEdit(col)) return undefined;
    return { primaryKey: primaryKeyOf(row), column: column.key, previous: row[column.key], next };
  };

  const startEdit = (at: CellPosition, initialText?: string) => {
    if (!canEdit(at.col)) return false;
    activate(at, false);
    setEditing({ ...at, initialText });
    return true;
  };

  const commitEdit = (value: unknown, move?: 'down' | 'right' | 'left') => {
    if (!editing) return;
    const edit = editOf(editing.row, editing.col, value);
    setEditing(null);
    if (move) {
      const next = {
        row: move === 'down' ? Math.min(editing.row + 1, rows.length - 1) : editing.row,
        col:
          move === 'right'
            ? Math.min(editing.col + 1, layout.length - 1)
            : move === 'left'
              ? Math.max(editing.col - 1, 0)
              : editing.col,
      };
      activate(next, false);
    }
    if (edit) void apply([edit]);
  };

  /** Writes one cell outside the inline editor (the large-value side panel). */
  const writeCell = (at: CellPosition, value: unknown) => {
    const edit = editOf(at.row, at.col, value);
    return edit ? apply([edit]) : Promise.resolve();
  };

  const copy = (range: CellRange) =>
    rangeToText(
      rows,
      layout.map((c) => c.column.key),
      range,
    );

  /**
   * Pastes a block all or nothing: a value its column cannot take (a `maybe` in a boolean column)
   * refuses the whole paste with the reasons, so no cell is half-written or silently guessed.
   */
  const paste = (text: string, range: CellRange) => {
    const matrix = textToMatrix(text, range);
    const edits: CellEdit[] = [];
    const errors = new Set<string>();
    matrix.forEach((line, r) =>
      line.forEach((cellText, c) => {
        const col = range.left + c;
        const column = layout[col]?.column;
        if (!column || range.top + r >= rows.length || !canEdit(col)) return;
        const parsed = parsePasted(column, cellText);
        if ('error' in parsed)
          errors.add(`${column.key} ${JSON.stringify(cellText)}: ${parsed.error}`);
        else {
          const edit = editOf(range.top + r, col, parsed.value);
          if (edit) edits.push(edit);
        }
      }),
    );
    if (errors.size) return onRefused(`Nothing was pasted. ${[...errors].join('; ')}`);
    void apply(edits);
  };

  const undo = async () => {
    const step = undoStack.at(-1);
    if (!step) return;
    setUndoStack((stack) => stack.slice(0, -1));
    const writes = undoWrites(step);
    await write(
      writes.flatMap((w) =>
        Object.entries(w.values).map(([column, previous]) => ({
          primaryKey: w.primaryKey,
          column,
          previous,
          next: previous,
        })),
      ),
      (edit) => edit.previous,
    );
  };

  return {
    active,
    anchor,
    editing,
    canUndo: undoStack.length > 0,
    canEdit,
    primaryKeyOf,
    activate,
    reset,
    startEdit,
    commitEdit,
    cancelEdit: () => setEditing(null),
    writeCell,
    copy,
    paste,
    undo,
  };
}
