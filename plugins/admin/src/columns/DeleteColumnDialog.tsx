import { useState } from 'react';
import { AlertDialog, Checkbox, CodeBlock } from '@atrium/design-system';
import type { Column } from '@atrium/core/plugin-api';
import { useDeleteColumn } from '../data/column-mutations.js';
import { dropColumnSql } from './drop-column-sql.js';

/** Drops a column after showing the statement that will run. */
export function DeleteColumnDialog({
  column,
  onClose,
}: {
  column: Pick<Column, 'id' | 'name' | 'schema' | 'table'>;
  onClose: () => void;
}) {
  const [cascade, setCascade] = useState(false);
  const deleteColumn = useDeleteColumn();
  return (
    <AlertDialog
      title={`Confirm deletion of column "${column.name}"`}
      confirmLabel="Delete"
      tone="critical"
      isOpen
      onOpenChange={(open) => open || onClose()}
      onConfirm={() => deleteColumn.trigger({ id: column.id, name: column.name, cascade })}
    >
      <p>
        This will delete the column and its data from every row. This cannot be undone. The
        statement that will run:
      </p>
      <CodeBlock
        code={dropColumnSql(column.schema, column.table, column.name, cascade)}
        language="SQL"
        isWrapped
        aria-label="Statement to run"
      />
      <Checkbox
        isSelected={cascade}
        onChange={setCascade}
        description="Also deletes the objects that depend on this column, such as views and indexes."
      >
        Drop column with cascade
      </Checkbox>
    </AlertDialog>
  );
}
