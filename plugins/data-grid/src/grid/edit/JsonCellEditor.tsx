import { TextArea } from '@atrium/design-system';
import { useRef, useState } from 'react';
import type { GridColumn } from '../model/grid-column.js';
import { CellPopover } from './CellPopover.js';
import * as styles from './CellEditor.css.js';
import { useEditorCommit, type EditorCallbacks, type StartingText } from './use-editor-commit.js';

export interface JsonCellEditorProps extends EditorCallbacks {
  readonly column: GridColumn;
  readonly initialText: string;
  /** What the editor opened with, unless a typed character replaced it. */
  readonly starting?: StartingText;
}

/**
 * A JSON (or array) value edited with room: a multi-line area in a panel under the cell, the
 * value laid out over lines. Enter saves, Shift+Enter starts a new line, Escape cancels; an
 * invalid value stays open with 'Please enter a valid JSON', and an empty one saves as NULL.
 */
export function JsonCellEditor({
  column,
  initialText,
  starting,
  ...callbacks
}: JsonCellEditorProps) {
  const [text, setText] = useState(initialText);
  const anchorRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const editing = useEditorCommit(column, callbacks, popoverRef, starting);
  const current = () => text;

  return (
    <div ref={anchorRef} className={styles.editor}>
      <span className={styles.anchorText} aria-hidden>
        {text.replace(/\s+/g, ' ') || 'NULL'}
      </span>
      <CellPopover anchorRef={anchorRef} popoverRef={popoverRef} size="roomy">
        <TextArea
          aria-label={`Edit ${column.key}`}
          autoFocus
          rows={10}
          font="code"
          placeholder="NULL"
          value={text}
          onChange={(next) => {
            setText(next);
            editing.clearError();
          }}
          onKeyDown={editing.keyHandler(current)}
          onBlur={editing.blurHandler(current)}
          isInvalid={editing.error !== undefined}
          errorMessage={editing.error}
        />
        <div className={styles.hint}>
          <span>{column.source.format}</span>
          <span>Enter to save · Shift+Enter for a new line · Esc to cancel</span>
        </div>
      </CellPopover>
    </div>
  );
}
