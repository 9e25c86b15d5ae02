import { useId } from 'react';
import { Checkbox, Skeleton } from '@atrium/design-system';
import { useColumns } from '../data/column-queries.js';
import * as css from './indexes.css.js';

export interface IndexColumnPickerProps {
  readonly tableId: number;
  /** The chosen columns, in the order they were picked: the index's key order. */
  readonly columns: readonly string[];
  readonly onChange: (columns: string[]) => void;
  readonly errorMessage?: string;
}

/** The table's columns as checkboxes; the order they are ticked in is the index's key order. */
export function IndexColumnPicker({
  tableId,
  columns,
  onChange,
  errorMessage,
}: IndexColumnPickerProps) {
  const errorId = useId();
  const available = useColumns(tableId);
  return (
    <fieldset
      className={css.columnGroup}
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorMessage ? errorId : undefined}
    >
      <legend className={css.legend}>Columns</legend>
      {!available.data ? (
        <Skeleton count={3} label="Loading columns" />
      ) : (
        available.data.map((column) => {
          const position = columns.indexOf(column.name);
          return (
            <Checkbox
              key={column.id}
              isSelected={position >= 0}
              onChange={(on) =>
                onChange(on ? [...columns, column.name] : columns.filter((c) => c !== column.name))
              }
              description={position >= 0 ? `${column.format}, key ${position + 1}` : column.format}
            >
              {column.name}
            </Checkbox>
          );
        })
      )}
      {errorMessage && (
        <p id={errorId} className={css.error}>
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
