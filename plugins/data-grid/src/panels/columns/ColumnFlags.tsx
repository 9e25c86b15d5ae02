import { Checkbox } from '@atrium/design-system';
import { canBeIdentity, hasNullableFlag, type ColumnDraft } from './column-draft.js';
import * as css from '../panels.css.js';

export interface ColumnFlagsProps {
  readonly column: ColumnDraft;
  readonly onChange: (change: Partial<ColumnDraft>) => void;
  /** Primary key can be chosen only while creating (the column API sets it on create only). */
  readonly withPrimaryKey: boolean;
}

/**
 * A column's switches. Identity is offered for integer types only, and primary-key or identity
 * columns have no nullable flag (spec).
 */
export function ColumnFlags({ column, onChange, withPrimaryKey }: ColumnFlagsProps) {
  return (
    <div className={css.flags}>
      {withPrimaryKey && (
        <Checkbox
          isSelected={column.isPrimaryKey}
          onChange={(on) => onChange({ isPrimaryKey: on })}
        >
          Primary key
        </Checkbox>
      )}
      {hasNullableFlag(column) && (
        <Checkbox isSelected={column.isNullable} onChange={(on) => onChange({ isNullable: on })}>
          Is Nullable
        </Checkbox>
      )}
      <Checkbox isSelected={column.isUnique} onChange={(on) => onChange({ isUnique: on })}>
        Is Unique
      </Checkbox>
      <Checkbox isSelected={column.isArray} onChange={(on) => onChange({ isArray: on })}>
        Define as Array
      </Checkbox>
      {canBeIdentity(column) && (
        <Checkbox isSelected={column.isIdentity} onChange={(on) => onChange({ isIdentity: on })}>
          Is Identity
        </Checkbox>
      )}
    </div>
  );
}
