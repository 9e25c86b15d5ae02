import type { GridColumn } from './grid-column.js';

/** Each enum column's values by column name, for pickers that offer them instead of free text. */
export const enumValuesOf = (
  columns: readonly GridColumn[],
): Readonly<Record<string, readonly string[]>> =>
  Object.fromEntries(
    columns.filter((c) => c.category === 'enum').map((c) => [c.key, c.source.enums]),
  );
