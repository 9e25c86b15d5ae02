import {
  Button,
  ErrorPanel,
  Select,
  SelectItem,
  SidePanel,
  TextArea,
  TextField,
} from '@atrium/design-system';
import { useState } from 'react';
import { isMultiLine } from '../grid/edit/multi-line.js';
import { parseInput } from '../grid/edit/parse-input.js';
import { valueToText } from '../grid/model/cell-text.js';
import { placeholderFor } from '../grid/model/column-category.js';
import type { GridColumn } from '../grid/model/grid-column.js';
import type { Row } from '../data/rows-queries.js';
import { emptyFieldHint, isInsertable } from './field-hint.js';
import * as styles from './RowEditorPanel.css.js';

export interface RowEditorPanelProps {
  readonly tableName: string;
  readonly columns: readonly GridColumn[];
  /** The row to edit; without it the panel inserts a new row. */
  readonly row?: Row;
  /** Saves the values (only those entered, or changed when editing); rejects with the reason. */
  readonly onSave: (values: Row) => Promise<void>;
  readonly onClose: () => void;
}

const DEFAULT_CHOICE = '__default__';

/**
 * Insert or edit one row. On insert an empty field is left out, so the column takes its default
 * (identity columns included); on edit only changed fields are sent.
 */
export function RowEditorPanel({ tableName, columns, row, onSave, onClose }: RowEditorPanelProps) {
  const editing = row !== undefined;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(columns.map((c) => [c.key, editing ? (valueToText(row[c.key]) ?? '') : ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const collect = (): Row | undefined => {
    const values: Row = {};
    const found: Record<string, string> = {};
    for (const column of columns) {
      const text = texts[column.key] ?? '';
      if (editing) {
        if (!column.isEditable || text === (valueToText(row[column.key]) ?? '')) continue;
      } else if (text === '' || !isInsertable(column)) continue;
      const parsed = parseInput(column, text);
      if ('error' in parsed) found[column.key] = parsed.error;
      else values[column.key] = parsed.value;
    }
    setErrors(found);
    return Object.keys(found).length ? undefined : values;
  };

  const save = async () => {
    const values = collect();
    if (!values) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const field = (column: GridColumn) => {
    const label = `${column.key} (${column.source.format})`;
    const readOnly = editing ? !column.isEditable : !isInsertable(column);
    const common = {
      label,
      description: column.source.comment ?? undefined,
      isInvalid: errors[column.key] !== undefined,
      errorMessage: errors[column.key],
    };
    const set = (value: string) => {
      setTexts((t) => ({ ...t, [column.key]: value }));
      // What the server refused, or this field's check, was about the values before this change.
      setFailure(undefined);
      setErrors(({ [column.key]: _changed, ...others }) => others);
    };
    if (column.category === 'boolean' || column.category === 'enum') {
      const choices = column.category === 'boolean' ? ['TRUE', 'FALSE'] : [...column.source.enums];
      if (column.source.is_nullable) choices.push('NULL');
      return (
        <Select
          key={column.key}
          {...common}
          isDisabled={readOnly}
          value={texts[column.key] || DEFAULT_CHOICE}
          onChange={(key) => set(key === DEFAULT_CHOICE ? '' : String(key))}
        >
          {[
            <SelectItem key={DEFAULT_CHOICE} id={DEFAULT_CHOICE}>
              {editing ? '(unchanged)' : emptyFieldHint(column)}
            </SelectItem>,
            ...choices.map((choice) => (
              <SelectItem key={choice} id={choice}>
                {choice}
              </SelectItem>
            )),
          ]}
        </Select>
      );
    }
    // A one-line field would drop a text's line breaks: such a value gets an area too.
    const Field =
      column.category === 'json' || (editing && isMultiLine(row[column.key]))
        ? TextArea
        : TextField;
    return (
      <Field
        key={column.key}
        {...common}
        isReadOnly={readOnly}
        placeholder={
          editing
            ? undefined
            : placeholderFor(column.source.format)
              ? `${emptyFieldHint(column)} (${placeholderFor(column.source.format)})`
              : emptyFieldHint(column)
        }
        value={texts[column.key]}
        onChange={set}
      />
    );
  };

  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Update row from ${tableName}` : `Add new row to ${tableName}`}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button variant="solid" tone="accent" isPending={saving} onPress={() => void save()}>
            Save
          </Button>
        </>
      )}
    >
      <div className={styles.form}>
        {failure && (
          <ErrorPanel
            title={editing ? 'Failed to update row' : 'Failed to insert row'}
            message={failure}
            framed={false}
          />
        )}
        {columns.map(field)}
      </div>
    </SidePanel>
  );
}
