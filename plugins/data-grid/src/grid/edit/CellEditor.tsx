import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { placeholderFor } from '../model/column-category.js';
import { valueToText } from '../model/cell-text.js';
import type { GridColumn } from '../model/grid-column.js';
import * as styles from './CellEditor.css.js';
import { parseInput } from './parse-input.js';

export interface CellEditorProps {
  readonly column: GridColumn;
  readonly value: unknown;
  /** A typed character that opened the editor replaces the text. */
  readonly initialText?: string;
  readonly onCommit: (value: unknown, move?: 'down' | 'right' | 'left') => void;
  readonly onCancel: () => void;
}

/** The choices of an enum or boolean cell; NULL only when the column is nullable (spec 5). */
function optionsOf(column: GridColumn): string[] | undefined {
  const withNull = (values: string[]) => (column.source.is_nullable ? [...values, 'NULL'] : values);
  if (column.category === 'boolean') return withNull(['TRUE', 'FALSE']);
  if (column.category === 'enum') return withNull([...column.source.enums]);
  return undefined;
}

/**
 * The one editor, mounted in the active cell: a control chosen by the column's type category.
 * Enter or blur commits, Escape cancels; an invalid value keeps the editor open with the reason.
 */
export function CellEditor({ column, value, initialText, onCommit, onCancel }: CellEditorProps) {
  const [text, setText] = useState(
    initialText ?? valueToText(value) ?? (optionsOf(column) ? 'NULL' : ''),
  );
  const [error, setError] = useState<string>();
  const done = useRef(false);
  const options = optionsOf(column);

  const commit = (move?: 'down' | 'right' | 'left') => {
    if (done.current) return;
    const parsed = parseInput(column, text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    done.current = true;
    onCommit(parsed.value, move);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commit('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(event.shiftKey ? 'left' : 'right');
    }
  };
  const common = {
    autoFocus: true,
    className: styles.control,
    'aria-label': `Edit ${column.key}`,
    'aria-invalid': error ? true : undefined,
    onKeyDown,
    onBlur: (_event: FocusEvent) => commit(),
  };

  return (
    <div className={styles.editor}>
      {options ? (
        <select {...common} value={text} onChange={(event) => setText(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          value={text}
          inputMode={column.category === 'number' ? 'decimal' : undefined}
          placeholder={
            placeholderFor(column.source.format) ??
            (column.category === 'json' ? 'NULL' : undefined)
          }
          onFocus={(event) => {
            const end = event.target.value.length;
            event.target.setSelectionRange(end, end);
          }}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      )}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
