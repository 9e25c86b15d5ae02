import { useRef } from 'react';
import { Box, Button } from '@atrium/design-system';
import {
  canMove,
  canRemove,
  moveValue,
  newValue,
  placeValue,
  type EnumValue,
  type TypeErrors,
} from './type-form.js';
import { ValueRow } from './ValueRow.js';

/**
 * The type's values in order. Existing values can be renamed but not removed or moved (spec
 * section 4). A new one moves by dragging its handle onto another row (pointer, or react-aria's
 * keyboard drag: Enter, Tab, Enter) or with its up and down buttons; any but a new type's last can
 * be removed. A plain fieldset, not a grid list: Tab goes through every field in order.
 */
export function EnumValues({
  values,
  onChange,
  errors,
  isEdit,
}: {
  values: EnumValue[];
  onChange: (values: EnumValue[]) => void;
  errors: TypeErrors;
  isEdit: boolean;
}) {
  const dragged = useRef<number | null>(null);
  const set = (key: number, value: string) =>
    onChange(values.map((row) => (row.key === key ? { ...row, value } : row)));
  return (
    <Box
      as="fieldset"
      display="flex"
      flexDirection="column"
      gap="small"
      margin="none"
      padding="none"
    >
      <Box as="legend" fontWeight="medium" fontSize="small">
        Values
      </Box>
      {isEdit && (
        <Box as="p" margin="none" color="textMuted" fontSize="small">
          Existing values cannot be deleted or reordered. New values go where you place them: drag
          them by their handle, or move them with their buttons.
        </Box>
      )}
      {values.map((row, i) => (
        <ValueRow
          key={row.key}
          row={row}
          label={`Value ${i + 1}`}
          isNew={canMove(row)}
          errorMessage={errors[`values.${row.key}`]}
          canMoveUp={i > 0}
          canMoveDown={i < values.length - 1}
          canRemove={canRemove(values, row)}
          onRename={(value) => set(row.key, value)}
          onMove={(step) => onChange(moveValue(values, i, step))}
          onRemove={() => onChange(values.filter((other) => other.key !== row.key))}
          dragged={dragged}
          onDropHere={(key) => onChange(placeValue(values, key, row.key))}
        />
      ))}
      <Box>
        <Button size="small" onPress={() => onChange([...values, newValue()])}>
          Add value
        </Button>
      </Box>
    </Box>
  );
}
