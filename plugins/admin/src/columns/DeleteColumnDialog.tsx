import type { Column } from '@atrium/core/plugin-api';
import { useDeleteColumn } from '../data/column-mutations.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropColumnSql } from './drop-column-sql.js';

/** Drops a column after showing the statement that will run. */
export function DeleteColumnDialog({
  column,
  onClose,
}: {
  column: Pick<Column, 'id' | 'name' | 'schema' | 'table'>;
  onClose: () => void;
}) {
  const deleteColumn = useDeleteColumn();
  return (
    <DropDialog
      title={`Confirm deletion of column "${column.name}"`}
      warning="This will delete the column and its data from every row."
      sql={(cascade) => dropColumnSql(column.schema, column.table, column.name, cascade)}
      cascade={{
        label: 'Drop column with cascade',
        description:
          'Also deletes the objects that depend on this column, such as views and indexes.',
      }}
      onDrop={(cascade) => deleteColumn.trigger({ id: column.id, name: column.name, cascade })}
      onClose={onClose}
    />
  );
}
