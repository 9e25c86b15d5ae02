import { Box, Button, IconButton, TextField } from '@atrium/design-system';
import {
  canMove,
  canRemove,
  moveValue,
  newValue,
  type EnumValue,
  type TypeErrors,
} from './type-form.js';
import * as css from './types.css.js';

/**
 * The type's values in order. Existing values can be renamed but not removed or moved (spec
 * section 4); new ones move with their buttons, so a keyboard or a screen reader places them as
 * well as a pointer, and any but a new type's last can be removed.
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
          Existing values cannot be deleted or reordered. New values go where you place them.
        </Box>
      )}
      {values.map((row, i) => {
        const label = `Value ${i + 1}`;
        return (
          <div className={css.valueRow} key={row.key}>
            <TextField
              label={label}
              value={row.value}
              onChange={(value) => set(row.key, value)}
              errorMessage={errors[`values.${row.key}`]}
            />
            {canMove(row) && (
              <div className={css.valueActions}>
                <IconButton
                  size="small"
                  variant="ghost"
                  icon="↑"
                  label={`Move ${label} up`}
                  isDisabled={i === 0}
                  onPress={() => onChange(moveValue(values, i, -1))}
                />
                <IconButton
                  size="small"
                  variant="ghost"
                  icon="↓"
                  label={`Move ${label} down`}
                  isDisabled={i === values.length - 1}
                  onPress={() => onChange(moveValue(values, i, 1))}
                />
                <IconButton
                  size="small"
                  variant="ghost"
                  tone="critical"
                  icon="×"
                  label={`Remove ${label}`}
                  isDisabled={!canRemove(values, row)}
                  onPress={() => onChange(values.filter((other) => other.key !== row.key))}
                />
              </div>
            )}
          </div>
        );
      })}
      <Box>
        <Button size="small" onPress={() => onChange([...values, newValue()])}>
          Add value
        </Button>
      </Box>
    </Box>
  );
}
