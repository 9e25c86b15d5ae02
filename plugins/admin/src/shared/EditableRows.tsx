import type { ReactNode } from 'react';
import { Box, Button } from '@atrium/design-system';
import * as css from './admin.css.js';

export interface EditableRowsProps<T> {
  /** The fieldset's legend: `Arguments`. */
  readonly legend: string;
  /** What one row is, for its remove button's name: `Remove argument 2`. */
  readonly noun: string;
  readonly rows: readonly T[];
  readonly onChange: (rows: T[]) => void;
  /** The row's fields; `set` changes some of them. */
  readonly renderRow: (row: T, index: number, set: (change: Partial<T>) => void) => ReactNode;
  /** The add button's text, and the row it adds. */
  readonly add: { readonly label: string; readonly row: () => T };
  /** Shown when there are no rows. */
  readonly empty?: string;
  /** Locked: no add or remove buttons (the fields lock themselves). */
  readonly isDisabled: boolean;
}

/** A form's list of small rows (a function's arguments, its settings): edit, remove, add. */
export function EditableRows<T>({
  legend,
  noun,
  rows,
  onChange,
  renderRow,
  add,
  empty,
  isDisabled,
}: EditableRowsProps<T>) {
  const set = (i: number) => (change: Partial<T>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
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
        {legend}
      </Box>
      {rows.length === 0 && empty && (
        <Box as="p" margin="none" color="textMuted" fontSize="small">
          {empty}
        </Box>
      )}
      {rows.map((row, i) => (
        <div className={css.pairRow} key={i}>
          {renderRow(row, i, set(i))}
          {!isDisabled && (
            <Button
              size="small"
              aria-label={`Remove ${noun} ${i + 1}`}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {!isDisabled && (
        <Box>
          <Button size="small" onPress={() => onChange([...rows, add.row()])}>
            {add.label}
          </Button>
        </Box>
      )}
    </Box>
  );
}
