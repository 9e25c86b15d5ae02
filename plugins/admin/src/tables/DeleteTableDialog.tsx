import type { Table } from '@atrium/core/plugin-api';
import { useDeleteTable } from '../data/table-mutations.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropTableSql } from './drop-table-sql.js';

/**
 * Deletes a table after showing the statement that will run (`DROP TABLE ... RESTRICT`, or
 * `CASCADE` when asked), so nothing is dropped that the user did not read.
 */
export function DeleteTableDialog({
  table,
  onClose,
}: {
  table: Pick<Table, 'id' | 'name' | 'schema'>;
  onClose: () => void;
}) {
  const deleteTable = useDeleteTable();
  return (
    <DropDialog
      title={`Confirm deletion of table "${table.name}"`}
      warning="This will delete your table and all of its data."
      sql={(cascade) => dropTableSql(table.schema, table.name, cascade)}
      cascade={{
        label: 'Drop table with cascade',
        description:
          'Also deletes the objects that depend on this table, such as views and foreign keys.',
      }}
      onDrop={(cascade) => deleteTable.trigger({ id: table.id, name: table.name, cascade })}
      onClose={onClose}
    />
  );
}
