import { Select, SelectItem } from '@atrium/design-system';
import type { GridColumn } from '../model/grid-column.js';
import * as styles from './CellEditor.css.js';
import type { EditorCallbacks } from './use-editor-commit.js';
import { useEditorCommit } from './use-editor-commit.js';

export interface Choice {
  readonly id: string;
  readonly label: string;
  readonly value: unknown;
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
}

/**
 * A boolean or enum cell: the design system's Select, open on the current value. Arrows move,
 * Enter (or a click) commits the choice and moves down; Escape or a click elsewhere closes it with
 * the value unchanged.
 */
export function ChoiceCellEditor({ column, choices, value, ...callbacks }: ChoiceCellEditorProps) {
  const editing = useEditorCommit(column, callbacks);
  const current = choices.find((choice) => choice.value === (value ?? null));
  return (
    <div className={styles.editor}>
      <Select
        aria-label={`Edit ${column.key}`}
        UNSAFE_className={styles.choice}
        defaultOpen
        defaultValue={current?.id ?? null}
        placeholder="Choose a value"
        items={choices}
        onChange={(id) => {
          const choice = choices.find((c) => c.id === id);
          if (choice) editing.commitValue(choice.value, 'down');
        }}
        onOpenChange={(isOpen) => {
          if (!isOpen) editing.cancel();
        }}
      >
        {(choice) => <SelectItem id={choice.id}>{choice.label}</SelectItem>}
      </Select>
    </div>
  );
}
