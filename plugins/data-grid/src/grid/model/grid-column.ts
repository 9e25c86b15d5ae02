import { columnCategory, type ColumnCategory } from './column-category.js';
import { defaultColumnWidth } from './column-width.js';
import type { Column, Table } from '@atrium/core/plugin-api';
import type { Relationship } from './metadata.js';

/** A column of the grid: the API's column plus what the grid derives (spec section 3). */
export interface GridColumn {
  readonly key: string;
  readonly source: Column;
  readonly category: ColumnCategory;
  readonly isPrimaryKey: boolean;
  /** pgsodium-style encrypted columns are shown but never edited. */
  readonly isEncrypted: boolean;
  readonly foreignKey?: {
    readonly targetTableSchema: string;
    readonly targetTableName: string;
    readonly targetColumnName: string;
    readonly deletionAction: string;
  };
  readonly defaultWidth: number;
  /** Only non-primary-key, updatable, non-encrypted columns are editable (spec section 5). */
  readonly isEditable: boolean;
}

const isEncryptedColumn = (column: Column) =>
  column.comment?.startsWith('ENCRYPT WITH') === true || column.format === 'pgsodium_masked';

function foreignKeyOf(column: Column, relationships: readonly Relationship[]) {
  const relation = relationships.find(
    (r) =>
      r.source_schema === column.schema &&
      r.source_table_name === column.table &&
      r.source_column_name === column.name,
  );
  return (
    relation && {
      targetTableSchema: relation.target_table_schema,
      targetTableName: relation.target_table_name,
      targetColumnName: relation.target_column_name,
      deletionAction: relation.deletion_action,
    }
  );
}

/** Builds the grid's columns in table order; `detail` is there for tables only. */
export function buildGridColumns(
  columns: readonly Column[],
  detail: Table | undefined,
): GridColumn[] {
  const primaryKeys = new Set(detail?.primary_keys.map((pk) => pk.name) ?? []);
  return [...columns]
    .sort((a, b) => a.ordinal_position - b.ordinal_position)
    .map((column) => {
      const category = columnCategory(column);
      const isPrimaryKey = primaryKeys.has(column.name);
      const isEncrypted = isEncryptedColumn(column);
      return {
        key: column.name,
        source: column,
        category,
        isPrimaryKey,
        isEncrypted,
        foreignKey: foreignKeyOf(column, detail?.relationships ?? []),
        defaultWidth: defaultColumnWidth(column.name, column.format, category),
        isEditable: !isPrimaryKey && column.is_updatable && !isEncrypted && !column.is_generated,
      };
    });
}
