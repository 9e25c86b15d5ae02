import type { Relation } from './relation-sql.js';

export type Row = Record<string, unknown>;

export interface GridPage {
  readonly rows: Row[];
  /** Per row, the names of the columns whose value was cut (see `CELL_TEXT_LIMIT`). */
  readonly truncated: string[][];
}

/** Names an array-mode row (one jsonb per column) by the relation's columns. */
export function namedRow(relation: Relation, values: readonly unknown[]): Row {
  // No prototype, so a column named __proto__ is just a key.
  const row: Row = Object.create(null) as Row;
  relation.columns.forEach((column, i) => (row[column.name] = values[i]));
  return row;
}

/** The grid's answer from `gridProjection` rows: the values, then the cut columns' positions. */
export function gridPage(relation: Relation, rows: readonly unknown[][]): GridPage {
  return {
    rows: rows.map((values) => namedRow(relation, values)),
    truncated: rows.map((values) =>
      (values[relation.columns.length] as number[]).map((i) => relation.columns[i]!.name),
    ),
  };
}
