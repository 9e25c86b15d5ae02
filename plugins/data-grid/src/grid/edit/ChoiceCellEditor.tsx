import { Select, SelectItem } from '@atrium/design-system';
import { useRef, useState } from 'react';
import type { GridColumn } from '../model/grid-column.js';
import * as styles from './CellEditor.css.js';
import type { EditorCallbacks } from './use-editor-commit.js';
import { useEditorCommit } from './use-editor-commit.js';

export interface Choice {
  readonly id: string;
  readonly label: string;
  readonly value: unknown;
  /** A typed character that opened the editor: the first choice it starts is highlighted. */
  readonly initialText?: string;
}

/** A boolean's or enum's choices; NULL only when the column is nullable (spec section 5). */
export function choicesOf(column: GridColumn): Choice[] | undefined {
  const labels =
    column.category === 'boolean'
      ? [
          { label: 'TRUE', value: true },
          { label: 'FALSE', value: false },
        ]
      : column.category === 'enum'
        ? column.source.enums.map((label) => ({ label, value: label }))
        : undefined;
  if (!labels) return undefined;
  const all = column.source.is_nullable ? [...labels, { label: 'NULL', value: null }] : labels;
  return all.map((choice, index) => ({ ...choice, id: `choice-${index}` }));
}

export interface ChoiceCellEditorProps extends EditorCallbacks {
  readonly column: GridColumn;
  readonly choices: readonly Choice[];
  readonly value: unknown;
  /** A typed character that opened the editor: the first choice it starts is highlighted. */
  readonly initialText?: string;
}

/**
 * A boolean or enum cell: the design system's Select, open on the current value, or on the first
 * choice a typed character starts. Arrows move; Enter (or a click) commits the highlighted choice
 * and moves down, as does closing the list some other way (a click elsewhere) when it differs
 * from the stored value. Escape cancels.
 */
export function ChoiceCellEditor(props: ChoiceCellEditorProps) {
  const { column, choices, value, initialText, ...callbacks } = props;
  const editing = useEditorCommit(column, callbacks);
  const escaped = useRef(false);
  const stored = choices.find((choice) => choice.value === (value ?? null));
  const typed = initialText?.toLowerCase();
  const start =
    (typed && choices.find((choice) => choice.label.toLowerCase().startsWith(typed))) || stored;
  const [chosen, setChosen] = useState(start);
  return (
    <div
      className={styles.editor}
      // Capture: the list closes on Escape before the key would bubble here.
      onKeyDownCapture={(event) => {
        if (event.key === 'Escape') escaped.current = true;
      }}
    >
      <Select
        aria-label={`Edit ${column.key}`}
        UNSAFE_className={styles.choice}
        defaultOpen
        value={chosen?.id ?? null}
        placeholder="Choose a value"
        items={choices}
        onChange={(id) => {
          const choice = choices.find((c) => c.id === id);
          setChosen(choice);
          if (choice) editing.commitValue(choice.value, 'down');
        }}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          if (!escaped.current && chosen && chosen !== stored) {
            editing.commitValue(chosen.value, 'down');
          } else editing.cancel();
        }}
      >
        {(choice) => <SelectItem id={choice.id}>{choice.label}</SelectItem>}
      </Select>
    </div>
  );
}
