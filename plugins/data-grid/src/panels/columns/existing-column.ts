import type { Column, EnumType } from '@atrium/core/plugin-api';
import { emptyColumn, type ColumnDraft } from './column-draft.js';
import { enumTypeOption, NATIVE_TYPES, type ColumnTypeOption } from './column-types.js';

/**
 * A stored default as a person would type it: `'it''s'::text` reads back as `it's`, so saving it
 * unchanged keeps a literal; any other default (`now()`, `(a + 1)`) is shown as its expression.
 */
export function editableDefault(stored: string | null): string {
  if (stored === null) return '';
  const literal = /^'((?:[^']|'')*)'(?:::[\w\s."[\]]+)?$/s.exec(stored);
  return literal ? literal[1]!.replaceAll("''", "'") : stored;
}

/** The picker option for a column's current type, when it is not one the picker lists. */
export function currentTypeOption(column: Column): ColumnTypeOption {
  return { id: `current:${column.format}`, label: column.format, description: 'Current type' };
}

/**
 * The picker id of the column's type: a built-in, an enumerated type of the project, or the
 * column's own type shown as is (left unchanged unless another one is picked).
 */
function typeIdOf(column: Column, enums: readonly EnumType[]): string {
  const base = column.data_type === 'ARRAY' ? column.format.replace(/^_/, '') : column.format;
  if (NATIVE_TYPES.some((t) => t.id === base)) return base;
  const matches = enums.filter((t) => t.name === base);
  const enumType = matches.find((t) => t.schema === column.schema) ?? matches[0];
  return enumType ? enumTypeOption(enumType).id : currentTypeOption(column).id;
}

export function draftOfColumn(column: Column, enums: readonly EnumType[]): ColumnDraft {
  return emptyColumn({
    name: column.name,
    type: typeIdOf(column, enums),
    isArray: column.data_type === 'ARRAY',
    defaultValue: column.is_identity ? '' : editableDefault(column.default_value),
    isNullable: column.is_nullable,
    isUnique: column.is_unique,
    isIdentity: column.is_identity,
    check: column.check ?? '',
    comment: column.comment ?? '',
  });
}
