import { clampWidth, SELECT_COLUMN_WIDTH } from './column-width.js';
import type { GridColumn } from './grid-column.js';

/** What the saved grid state keeps per column (spec section 3): key, width, frozen. */
export interface SavedColumn {
  readonly key: string;
  readonly width?: number;
  readonly frozen?: boolean;
}

export interface LaidOutColumn {
  readonly column: GridColumn;
  readonly width: number;
  readonly frozen: boolean;
  /** For frozen columns: the sticky offset from the left edge, after the select column. */
  readonly left?: number;
}

/**
 * Orders and sizes the columns: the saved order first (columns since dropped are ignored, new
 * ones come last in table order), then frozen columns move to the front so they can stick.
 */
export function layoutColumns(
  columns: readonly GridColumn[],
  saved: readonly SavedColumn[] = [],
): LaidOutColumn[] {
  const savedByKey = new Map(saved.map((s, index) => [s.key, { ...s, index }]));
  const ordered = [...columns].sort(
    (a, b) =>
      (savedByKey.get(a.key)?.index ?? Infinity) - (savedByKey.get(b.key)?.index ?? Infinity),
  );
  const sized = ordered.map((column) => {
    const state = savedByKey.get(column.key);
    return {
      column,
      width: state?.width === undefined ? column.defaultWidth : clampWidth(state.width),
      frozen: state?.frozen === true,
    };
  });
  const frozen = sized.filter((c) => c.frozen);
  const rest = sized.filter((c) => !c.frozen);
  let left = SELECT_COLUMN_WIDTH;
  return [
    ...frozen.map((c) => {
      const placed = { ...c, left };
      left += c.width;
      return placed;
    }),
    ...rest,
  ];
}

/** The saved form of a layout, in display order. */
export const saveLayout = (layout: readonly LaidOutColumn[]): SavedColumn[] =>
  layout.map((c) => ({ key: c.column.key, width: c.width, frozen: c.frozen || undefined }));

/** A column saved in the column panel: its name before (none when it is new) and after. */
export interface ColumnChange {
  readonly before?: string;
  readonly name: string;
}

/** The rename a change made, if any. */
export const renamedColumn = ({ before, name }: ColumnChange) =>
  before !== undefined && before !== name ? { from: before, to: name } : undefined;

/**
 * The saved column list with one column's key renamed, so its width, place and frozen state
 * (kept by name, spec section 3) follow it.
 */
export const renameSavedColumn = (
  saved: readonly SavedColumn[],
  { from, to }: { readonly from: string; readonly to: string },
): SavedColumn[] => saved.map((c) => (c.key === from ? { ...c, key: to } : c));
