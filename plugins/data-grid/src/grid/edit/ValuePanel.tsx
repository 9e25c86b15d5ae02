import { Button, SidePanel, TextArea } from '@atrium/design-system';
import { useState } from 'react';
import { valueToText } from '../model/cell-text.js';
import type { GridColumn } from '../model/grid-column.js';
import { jsonEditorText } from './json-text.js';
import { parseInput } from './parse-input.js';

export interface ValuePanelProps {
  readonly column: GridColumn;
  /** The full value, loaded when the cell was truncated. */
  readonly value: unknown;
  readonly isEditable: boolean;
  readonly onSave: (value: unknown) => Promise<void>;
  readonly onClose: () => void;
}

const pretty = (column: GridColumn, value: unknown) =>
  column.category === 'json' && value !== null ? jsonEditorText(value) : (valueToText(value) ?? '');

/** A large value (long text or JSON) in a side panel, where it has room; JSON is checked on save. */
export function ValuePanel({ column, value, isEditable, onSave, onClose }: ValuePanelProps) {
  const [shown] = useState(() => pretty(column, value));
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    // Nothing typed, nothing written: the text shown stands for the value as it is.
    if (text === shown) return onClose();
    const parsed = parseInput(column, text);
    if ('error' in parsed) return setError(parsed.error);
    setSaving(true);
    try {
      await onSave(parsed.value);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${isEditable ? 'Editing' : 'Viewing'} ${column.key}`}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {isEditable ? 'Cancel' : 'Close'}
          </Button>
          {isEditable && (
            <Button variant="solid" tone="accent" isPending={saving} onPress={() => void save()}>
              Save value
            </Button>
          )}
        </>
      )}
    >
      <TextArea
        label={`${column.key} (${column.source.format})`}
        rows={24}
        font={column.category === 'json' ? 'code' : 'text'}
        value={text}
        isReadOnly={!isEditable}
        onChange={(next) => {
          setText(next);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    </SidePanel>
  );
}
