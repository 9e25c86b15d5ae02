import type { ColumnCategory } from './column-category.js';

/** Spec section 9: widths in pixels. */
export const MIN_COLUMN_WIDTH = 100;
export const SELECT_COLUMN_WIDTH = 65;
export const ADD_COLUMN_WIDTH = 100;

const byCategory: Record<ColumnCategory, number> = {
  number: 120,
  boolean: 120,
  date: 150,
  time: 150,
  datetime: 150,
  enum: 150,
  json: 250,
  text: 250,
};

/** The default width: by category, or (name + format length) x 9 when that is larger. */
export function defaultColumnWidth(name: string, format: string, category: ColumnCategory) {
  return Math.max(byCategory[category], (name.length + format.length) * 9);
}

export const clampWidth = (width: number) => Math.max(MIN_COLUMN_WIDTH, Math.round(width));
