import { defaultFormatOf } from '../sql/default-value.js';
import type { ColumnDraft } from './column-draft.js';

const defaultFields = (value: string) =>
  value.trim()
    ? { default_value: value, default_value_format: defaultFormatOf(value) }
    : { default_value: null };

/** A new column as the API takes it: in `POST /columns`, and in `POST /tables` with its table. */
export function newColumnFields(column: ColumnDraft) {
  return {
    name: column.name,
    type: column.type,
    is_array: column.isArray,
    is_nullable: column.isNullable && !column.isPrimaryKey && !column.isIdentity,
    is_unique: column.isUnique,
    is_identity: column.isIdentity,
    is_primary_key: column.isPrimaryKey,
    ...(column.isIdentity ? {} : defaultFields(column.defaultValue)),
    check: column.check.trim() || null,
    comment: column.comment.trim() || null,
  };
}

/** The body of `POST /columns` for a new column of the table `tableId`. */
export const newColumnBody = (tableId: number, column: ColumnDraft) => ({
  table_id: tableId,
  ...newColumnFields(column),
});

/**
 * The body of `PATCH /columns/{id}`: only what changed, so an untouched default or type is never
 * rewritten. A type change carries the array flag, which is part of the type.
 */
export function columnChanges(before: ColumnDraft, after: ColumnDraft) {
  const typeChanged = after.type !== before.type || after.isArray !== before.isArray;
  const changed = <K extends keyof ColumnDraft>(key: K) => after[key] !== before[key];
  return {
    ...(changed('name') ? { name: after.name } : {}),
    ...(typeChanged ? { type: after.type, is_array: after.isArray } : {}),
    ...(changed('defaultValue') && !after.isIdentity ? defaultFields(after.defaultValue) : {}),
    ...(changed('isNullable') ? { is_nullable: after.isNullable } : {}),
    ...(changed('isUnique') ? { is_unique: after.isUnique } : {}),
    ...(changed('isIdentity') ? { is_identity: after.isIdentity } : {}),
    ...(changed('check') ? { check: after.check.trim() || null } : {}),
    ...(changed('comment') ? { comment: after.comment.trim() || null } : {}),
  };
}
