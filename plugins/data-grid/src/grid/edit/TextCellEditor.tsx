import { Button } from '@atrium/design-system';
import { useRef, useState } from 'react';
import { placeholderFor } from '../model/column-category.js';
import type { GridColumn } from '../model/grid-column.js';
import { CellPopover } from './CellPopover.js';
import * as styles from './CellEditor.css.js';
import { nowText } from './now-text.js';
import { useEditorCommit, type EditorCallbacks, type StartingText } from './use-editor-commit.js';

export interface TextCellEditorProps extends EditorCallbacks {
  readonly column: GridColumn;
  readonly initialText: string;
  /** What the editor opened with, unless a typed character replaced it. */
  readonly starting?: StartingText;
}

/**
 * A one-line input in the cell for text, numbers, dates and times. A date or time column shows
 * the spec's placeholder and, under the cell, the format to type and a 'Set to now' button; an
 * invalid value shows its reason there too.
 */
export function TextCellEditor({
  column,
  initialText,
  starting,
  ...callbacks
}: TextCellEditorProps) {
  const [text, setText] = useState(initialText);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const editing = useEditorCommit(column, callbacks, popoverRef, starting);
  const placeholder = placeholderFor(column.source.format);
  const current = () => inputRef.current?.value ?? text;

  return (
    <div ref={anchorRef} className={styles.editor}>
      <input
        ref={inputRef}
        autoFocus
        className={styles.control}
        aria-label={`Edit ${column.key}`}
        aria-invalid={editing.error ? true : undefined}
        value={text}
        placeholder={placeholder}
        inputMode={column.category === 'number' ? 'decimal' : undefined}
        onKeyDown={editing.keyHandler(current)}
        onBlur={editing.blurHandler(current)}
        onFocus={(event) => {
          const end = event.target.value.length;
          event.target.setSelectionRange(end, end);
        }}
        onChange={(event) => {
          setText(event.target.value);
          editing.clearError();
        }}
      />
      {(placeholder || editing.error) && (
        <CellPopover anchorRef={anchorRef} popoverRef={popoverRef}>
          {editing.error && (
            <span role="alert" className={styles.error}>
              {editing.error}
            </span>
          )}
          {placeholder && (
            <div className={styles.hint}>
              <span className={styles.format}>{placeholder}</span>
              <Button
                size="small"
                variant="ghost"
                preventFocusOnPress
                onPress={() => {
                  setText(nowText(column.source.format) ?? current());
                  editing.clearError();
                }}
              >
                Set to now
              </Button>
            </div>
          )}
        </CellPopover>
      )}
    </div>
  );
}
