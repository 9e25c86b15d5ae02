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
import { placeholderFor } from '../grid/model/column-category.js';
import type { GridColumn } from '../grid/model/grid-column.js';
import type { Row } from '../data/rows-queries.js';
import { emptyFieldHint, isInsertable } from './field-hint.js';
import {
  EMPTY_FIELD,
  fieldValue,
  initialFields,
  isChoice,
  isLongText,
  sameField,
  type FieldState,
} from './field-state.js';
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
const NULL_CHOICE = 'NULL';

/**
 * Insert or edit one row. On insert an empty field is left out, so the column takes its default
 * (identity columns included); on edit only changed fields are sent.
 */
export function RowEditorPanel({ tableName, columns, row, onSave, onClose }: RowEditorPanelProps) {
  const editing = row !== undefined;
  const [initial] = useState(() => initialFields(columns, row));
  const [fields, setFields] = useState<Record<string, FieldState>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const collect = (): Row | undefined => {
    const values: Row = {};
    const found: Record<string, string> = {};
    for (const column of columns) {
      const field = fields[column.key] ?? EMPTY_FIELD;
      if (editing) {
        if (!column.isEditable || sameField(field, initial[column.key] ?? EMPTY_FIELD)) continue;
      } else if (sameField(field, EMPTY_FIELD) || !isInsertable(column)) continue;
      const parsed = fieldValue(column, field);
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

  const renderField = (column: GridColumn) => {
    const label = `${column.key} (${column.source.format})`;
    const readOnly = editing ? !column.isEditable : !isInsertable(column);
    const common = {
      label,
      description: column.source.comment ?? undefined,
      isInvalid: errors[column.key] !== undefined,
      errorMessage: errors[column.key],
    };
    const field = fields[column.key] ?? EMPTY_FIELD;
    const set = (next: FieldState) => {
      setFields((all) => ({ ...all, [column.key]: next }));
      // What the server refused, or this field's check, was about the values before this change.
      setFailure(undefined);
      setErrors(({ [column.key]: _changed, ...others }) => others);
    };
    const setText = (text: string) => set({ text, isNull: false });
    if (isChoice(column)) {
      const choices = column.category === 'boolean' ? ['TRUE', 'FALSE'] : [...column.source.enums];
      if (column.source.is_nullable) choices.push(NULL_CHOICE);
      return (
        <Select
          key={column.key}
          {...common}
          isDisabled={readOnly}
          value={field.isNull ? NULL_CHOICE : field.text || DEFAULT_CHOICE}
          onChange={(key) =>
            key === NULL_CHOICE
              ? set({ text: '', isNull: true })
              : setText(key === DEFAULT_CHOICE ? '' : String(key))
          }
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
    // Text is edited over several lines, and so is any value holding a line break.
    const Field =
      isLongText(column) || (editing && isMultiLine(row[column.key])) ? TextArea : TextField;
    const hint = placeholderFor(column.source.format);
    return (
      <div key={column.key} className={styles.field}>
        <Field
          {...common}
          isReadOnly={readOnly}
          placeholder={
            // NULL reads as NULL, apart from an empty string, which shows nothing.
            field.isNull
              ? 'NULL'
              : editing
                ? undefined
                : hint
                  ? `${emptyFieldHint(column)} (${hint})`
                  : emptyFieldHint(column)
          }
          value={field.text}
          onChange={setText}
        />
        {editing && !readOnly && column.source.is_nullable && !field.isNull && (
          <Button
            size="small"
            variant="ghost"
            UNSAFE_className={styles.setNull}
            onPress={() => set({ text: '', isNull: true })}
          >
            {`Set ${column.key} to NULL`}
          </Button>
        )}
      </div>
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
        {columns.map(renderField)}
      </div>
    </SidePanel>
  );
}
