import { useState } from 'react';
import { usePgMeta, usePluginContext, type Entity } from '@atrium/core/plugin-api';
import { Checkbox, TypeToConfirmDialog } from '@atrium/design-system';
import { useDeleteTable } from '../data/table-mutations.js';
import { editorHref } from '../sidebar/links.js';

export interface DeleteTableDialogProps {
  readonly table: Entity;
  /** Whether the table is the one open in the editor: then the editor goes home afterwards. */
  readonly isOpenInEditor: boolean;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** Deletes a table once its name is typed, optionally with what depends on it (cascade). */
export function DeleteTableDialog({
  table,
  isOpenInEditor,
  isOpen,
  onOpenChange,
}: DeleteTableDialogProps) {
  const [cascade, setCascade] = useState(false);
  const { ref } = usePgMeta();
  const { navigate } = usePluginContext();
  const deleteTable = useDeleteTable();
  const remove = async () => {
    await deleteTable.trigger(
      { id: table.id, name: table.name, cascade },
      {
        beforeInvalidate: async () => {
          if (!isOpenInEditor) return;
          navigate(editorHref(ref, table.schema));
          // Let the editor home replace the grid before anything is refetched: a refresh while the
          // grid is mounted would ask again for its rows, columns and the table itself, all now 404.
          await new Promise((resolve) => setTimeout(resolve, 0));
        },
      },
    );
  };
  return (
    <TypeToConfirmDialog
      title={`Delete table ${table.name}`}
      confirmLabel="Delete"
      confirmValue={table.name}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setCascade(false);
        onOpenChange(open);
      }}
      onConfirm={remove}
    >
      <p>
        The table{' '}
        <strong>
          {table.schema}.{table.name}
        </strong>{' '}
        and all of its rows will be deleted. This cannot be undone.
      </p>
      <Checkbox
        isSelected={cascade}
        onChange={setCascade}
        description="Also deletes the objects that depend on this table, such as views and foreign keys."
      >
        Drop table with cascade
      </Checkbox>
    </TypeToConfirmDialog>
  );
}
