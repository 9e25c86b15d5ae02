import { Button, IconButton, TextField } from '@atrium/design-system';
import { ColumnFlags } from './ColumnFlags.js';
import { ColumnTypePicker } from './ColumnTypePicker.js';
import { columnErrors, emptyColumn, updateColumn, type ColumnDraft } from './column-draft.js';
import { DefaultValueField } from './DefaultValueField.js';
import { ForeignKeyField } from './ForeignKeyField.js';
import * as css from '../panels.css.js';

export interface NewTableColumnsProps {
  /** The new table's schema: foreign keys reference tables there. */
  readonly schema: string;
  readonly columns: readonly ColumnDraft[];
  readonly onChange: (columns: ColumnDraft[]) => void;
  /** Show every column's errors (after a save was tried), not only those of touched fields. */
  readonly showErrors: boolean;
}

const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The new table's columns: add, remove, reorder, and each one's name, type, default and flags. */
export function NewTableColumns({ schema, columns, onChange, showErrors }: NewTableColumnsProps) {
  const replace = (index: number, change: Partial<ColumnDraft>) =>
    onChange(columns.map((c, i) => (i === index ? updateColumn(c, change) : c)));
  return (
    <section aria-label="Columns" className={css.form}>
      <h3 className={css.sectionTitle}>Columns</h3>
      {columns.map((column, index) => {
        const others = columns.filter((_, i) => i !== index).map((c) => c.name);
        const errors = showErrors ? columnErrors(column, others) : {};
        const label = column.name || `column ${index + 1}`;
        return (
          <div
            key={column.key}
            role="group"
            aria-label={`Column ${label}`}
            className={css.columnCard}
          >
            <div className={css.fieldRow}>
              <TextField
                label="Name"
                value={column.name}
                onChange={(name) => replace(index, { name })}
                errorMessage={errors.name}
              />
              <ColumnTypePicker
                value={column.type}
                onChange={(type) => replace(index, { type })}
                errorMessage={errors.type}
              />
              <DefaultValueField
                value={column.defaultValue}
                onChange={(defaultValue) => replace(index, { defaultValue })}
                isDisabled={column.isIdentity}
              />
            </div>
            <div className={css.flags}>
              <ColumnFlags
                column={column}
                onChange={(change) => replace(index, change)}
                withPrimaryKey
              />
              <div className={css.actions}>
                {!column.foreignKey && (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Add foreign key to ${label}`}
                    onPress={() =>
                      replace(index, {
                        foreignKey: { schema, table: '', column: '', onDelete: 'no action' },
                      })
                    }
                  >
                    Add foreign key
                  </Button>
                )}
                <IconButton
                  size="small"
                  variant="ghost"
                  icon="↑"
                  label={`Move ${label} up`}
                  isDisabled={index === 0}
                  onPress={() => onChange(moved(columns, index, index - 1))}
                />
                <IconButton
                  size="small"
                  variant="ghost"
                  icon="↓"
                  label={`Move ${label} down`}
                  isDisabled={index === columns.length - 1}
                  onPress={() => onChange(moved(columns, index, index + 1))}
                />
                <IconButton
                  size="small"
                  variant="ghost"
                  tone="critical"
                  icon="×"
                  label={`Remove ${label}`}
                  onPress={() => onChange(columns.filter((_, i) => i !== index))}
                />
              </div>
            </div>
            {column.foreignKey && (
              <ForeignKeyField
                value={column.foreignKey}
                onChange={(foreignKey) => replace(index, { foreignKey })}
                errorMessage={errors.foreignKey}
              />
            )}
          </div>
        );
      })}
      <Button onPress={() => onChange([...columns, emptyColumn()])}>Add column</Button>
    </section>
  );
}
