import { Button, Select, SelectItem } from '@atrium/design-system';
import { useReferenceTargets } from '../data/use-reference-targets.js';
import {
  FOREIGN_KEY_ACTION_LABELS,
  FOREIGN_KEY_ACTIONS,
  type ForeignKeyAction,
  type ForeignKeyDraft,
} from './foreign-key.js';
import * as css from '../panels.css.js';

export interface ForeignKeyFieldProps {
  readonly value: ForeignKeyDraft;
  readonly onChange: (value: ForeignKeyDraft | undefined) => void;
  readonly errorMessage?: string;
}

/** The referenced table and column (of the new table's schema) and what a delete there does. */
export function ForeignKeyField({ value, onChange, errorMessage }: ForeignKeyFieldProps) {
  const { tables, columns } = useReferenceTargets(value.schema, value.tableId);
  return (
    <div role="group" aria-label="Foreign key" className={css.fieldRow}>
      <Select
        label="References table"
        value={value.tableId ?? null}
        onChange={(key) => {
          const table = tables.find((t) => t.id === key);
          onChange({ ...value, tableId: table?.id, table: table?.name ?? '', column: '' });
        }}
        items={tables}
        errorMessage={value.tableId === undefined ? errorMessage : undefined}
      >
        {(table) => <SelectItem id={table.id}>{table.name}</SelectItem>}
      </Select>
      <Select
        label="Referenced column"
        value={value.column || null}
        onChange={(key) => onChange({ ...value, column: key === null ? '' : String(key) })}
        items={columns.map((c) => ({ id: c.name, name: c.name }))}
        errorMessage={value.tableId !== undefined && !value.column ? errorMessage : undefined}
      >
        {(column) => <SelectItem id={column.id}>{column.name}</SelectItem>}
      </Select>
      <Select
        label="On delete"
        value={value.onDelete}
        onChange={(key) =>
          key !== null && onChange({ ...value, onDelete: key as ForeignKeyAction })
        }
      >
        {FOREIGN_KEY_ACTIONS.map((action) => (
          <SelectItem key={action} id={action}>
            {FOREIGN_KEY_ACTION_LABELS[action]}
          </SelectItem>
        ))}
      </Select>
      <Button size="small" variant="ghost" onPress={() => onChange(undefined)}>
        Remove foreign key
      </Button>
    </div>
  );
}
