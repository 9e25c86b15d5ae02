import { useState } from 'react';
import { AlertDialog, Checkbox, CodeBlock } from '@atrium/design-system';
import type { Table } from '@atrium/core/plugin-api';
import { useDeleteTable } from '../data/table-mutations.js';
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
  const [cascade, setCascade] = useState(false);
  const deleteTable = useDeleteTable();
  return (
    <AlertDialog
      title={`Confirm deletion of table "${table.name}"`}
      confirmLabel="Delete"
      tone="critical"
      isOpen
      onOpenChange={(open) => open || onClose()}
      onConfirm={() => deleteTable.trigger({ id: table.id, name: table.name, cascade })}
    >
      <p>
        This will delete your table and all of its data. This cannot be undone. The statement that
        will run:
      </p>
      <CodeBlock
        code={dropTableSql(table.schema, table.name, cascade)}
        language="SQL"
        isWrapped
        aria-label="Statement to run"
      />
      <Checkbox
        isSelected={cascade}
        onChange={setCascade}
        description="Also deletes the objects that depend on this table, such as views and foreign keys."
      >
        Drop table with cascade
      </Checkbox>
    </AlertDialog>
  );
}
