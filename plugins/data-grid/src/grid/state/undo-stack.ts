import type { PrimaryKey } from '../../data/rows-queries.js';

/** One cell written: enough to write the previous value back by primary key. */
export interface CellEdit {
  readonly primaryKey: PrimaryKey;
  readonly column: string;
  readonly previous: unknown;
  readonly next: unknown;
}

/** Undo keeps the last edits (one paste is one step), newest last. */
export const UNDO_LIMIT = 50;

export const pushUndo = (stack: readonly (readonly CellEdit[])[], step: readonly CellEdit[]) =>
  [...stack, step].slice(-UNDO_LIMIT);

/** The writes that undo a step: each cell back to its previous value, grouped by row. */
export function undoWrites(step: readonly CellEdit[]) {
  const byRow = new Map<string, { primaryKey: PrimaryKey; values: Record<string, unknown> }>();
  for (const edit of [...step].reverse()) {
    const id = JSON.stringify(edit.primaryKey);
    const entry = byRow.get(id) ?? { primaryKey: edit.primaryKey, values: {} };
    entry.values[edit.column] = edit.previous;
    byRow.set(id, entry);
  }
  return [...byRow.values()];
}
