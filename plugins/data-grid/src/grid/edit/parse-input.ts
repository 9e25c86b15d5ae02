import type { GridColumn } from '../model/grid-column.js';
import { isJsonText } from './json-text.js';
import { parseBoolean } from './parse-boolean.js';

export type Parsed = { readonly value: unknown } | { readonly error: string };

export const INVALID_JSON = 'Please enter a valid JSON';
export const INVALID_NUMBER = 'Please enter a valid number';
export const INVALID_BOOLEAN =
  'Please enter a boolean: true or false (or t, f, yes, no, on, off, 1, 0)';
export const NULL_NOT_ALLOWED = 'This column does not accept NULL';

/**
 * Turns an editor's text into the value sent to the API (spec section 5). Values travel as the
 * text Postgres reads with the column type's input (docs/api.md, Table rows), never through a JS
 * number or `JSON.parse`, so no digit is lost and json keeps its spelling: numbers and JSON are
 * checked here and sent as typed. An empty number, JSON, date or time is null, booleans take
 * Postgres's spellings. A NULL is refused up front when the column is NOT NULL.
 */
export function parseInput(column: GridColumn, text: string): Parsed {
  return refuseNull(column, parseByCategory(column, text));
}

const refuseNull = (column: GridColumn, parsed: Parsed): Parsed =>
  'value' in parsed && parsed.value === null && !column.source.is_nullable
    ? { error: NULL_NOT_ALLOWED }
    : parsed;

function parseByCategory(column: GridColumn, text: string): Parsed {
  const trimmed = text.trim();
  switch (column.category) {
    case 'number': {
      if (trimmed === '') return { value: null };
      if (
        !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) &&
        !/^[-+]?(NaN|Infinity)$/.test(trimmed)
      ) {
        return { error: INVALID_NUMBER };
      }
      return { value: trimmed };
    }
    case 'json':
      if (trimmed === '') return { value: null };
      // The text itself is sent (json stores it as written); the check only asks if it is JSON.
      return isJsonText(text) ? { value: text } : { error: INVALID_JSON };
    case 'boolean': {
      if (trimmed === '' || trimmed.toUpperCase() === 'NULL') return { value: null };
      const value = parseBoolean(trimmed);
      return value === undefined ? { error: INVALID_BOOLEAN } : { value };
    }
    case 'enum':
      return { value: trimmed === 'NULL' ? null : text };
    case 'date':
    case 'time':
    case 'datetime':
      return { value: trimmed === '' ? null : trimmed };
    default:
      return { value: text };
  }
}

/** Clipboard text to a value: 'NULL' pastes as null (where the column allows it), else as typed. */
export const parsePasted = (column: GridColumn, text: string): Parsed =>
  text === 'NULL' ? refuseNull(column, { value: null }) : parseInput(column, text);
