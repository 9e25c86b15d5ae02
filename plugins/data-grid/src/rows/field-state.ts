import { NULL_NOT_ALLOWED, parseInput, type Parsed } from '../grid/edit/parse-input.js';
import { valueToText } from '../grid/model/cell-text.js';
import type { GridColumn } from '../grid/model/grid-column.js';
import type { Row } from '../data/rows-queries.js';

/** One field of the row form: its text, or NULL, which is not the same as empty text. */
export interface FieldState {
  readonly text: string;
  readonly isNull: boolean;
}

export const EMPTY_FIELD: FieldState = { text: '', isNull: false };

/** Booleans and enums are picked from a list (NULL among the choices when the column allows it). */
export const isChoice = (column: GridColumn) =>
  column.category === 'boolean' || column.category === 'enum';

/** Text types are edited over several lines; a one-line input would also drop line breaks. */
const TEXT_FORMATS = new Set(['text', 'varchar', 'bpchar', 'citext']);
export const isLongText = (column: GridColumn) =>
  column.category === 'json' || TEXT_FORMATS.has(column.source.format);

/** The field as a stored value fills it: NULL stays NULL, never an empty string. */
export function fieldOf(value: unknown): FieldState {
  return value === null
    ? { text: '', isNull: true }
    : { text: valueToText(value) ?? '', isNull: false };
}

export const sameField = (a: FieldState, b: FieldState) =>
  a.isNull === b.isNull && (a.isNull || a.text === b.text);

/** The value a field sends: NULL as null (refused for a NOT NULL column), else its parsed text. */
export function fieldValue(column: GridColumn, field: FieldState): Parsed {
  if (!field.isNull) return parseInput(column, field.text);
  return column.source.is_nullable ? { value: null } : { error: NULL_NOT_ALLOWED };
}

/** The form's first state: the row's values when editing, else every field empty. */
export const initialFields = (columns: readonly GridColumn[], row: Row | undefined) =>
  Object.fromEntries(columns.map((c) => [c.key, row ? fieldOf(row[c.key]) : EMPTY_FIELD]));
