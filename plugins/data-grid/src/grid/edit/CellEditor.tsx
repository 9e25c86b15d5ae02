import type { KeyboardEvent } from 'react';
import { valueToText } from '../model/cell-text.js';
import type { GridColumn } from '../model/grid-column.js';
import * as styles from './CellEditor.css.js';
import { ChoiceCellEditor, choicesOf } from './ChoiceCellEditor.js';
import { jsonEditorText } from './json-text.js';
import { JsonCellEditor } from './JsonCellEditor.js';
import { spacedTimestamp } from './now-text.js';
import { TextCellEditor } from './TextCellEditor.js';
import type { EditorCallbacks } from './use-editor-commit.js';

export interface CellEditorProps extends EditorCallbacks {
  readonly column: GridColumn;
  readonly value: unknown;
  /** A typed character that opened the editor replaces the text. */
  readonly initialText?: string;
}

/** The text an editor starts with: arrays laid out over lines, timestamps with a space. */
function startText(column: GridColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.category === 'json') return jsonEditorText(value);
  const text = valueToText(value) ?? '';
  return column.category === 'datetime' ? spacedTimestamp(text) : text;
}

/** Keys inside an editor (its popover's included: React bubbles them here) are not the grid's. */
const keepInEditor = (event: KeyboardEvent) => event.stopPropagation();

/**
 * The one editor, mounted in the active cell: a control chosen by the column's type category
 * (spec section 9): a picker for booleans and enums, a roomy area for JSON, an input otherwise.
 * Enter or blur commits, Escape cancels; an invalid value keeps the editor open with the reason.
 */
export function CellEditor({ column, value, initialText, ...callbacks }: CellEditorProps) {
  const choices = choicesOf(column);
  const text = initialText ?? startText(column, value);
  const starting = initialText === undefined ? { text, value } : undefined;
  return (
    <div className={styles.scope} onKeyDown={keepInEditor}>
      {choices ? (
        <ChoiceCellEditor
          column={column}
          choices={choices}
          value={value}
          initialText={initialText}
          {...callbacks}
        />
      ) : column.category === 'json' ? (
        <JsonCellEditor column={column} initialText={text} starting={starting} {...callbacks} />
      ) : (
        <TextCellEditor column={column} initialText={text} starting={starting} {...callbacks} />
      )}
    </div>
  );
}
