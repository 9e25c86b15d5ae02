import { useDeleteEnumType } from '../data/type-mutations.js';
import type { EnumType } from '../data/type-queries.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropTypeSql } from './drop-type-sql.js';

/** Drops an enumerated type once confirmed, after showing the statement. */
export function DeleteTypeDialog({ type, onClose }: { type: EnumType; onClose: () => void }) {
  const deleteType = useDeleteEnumType();
  return (
    <DropDialog
      title={`Confirm deletion of enumerated type "${type.name}"`}
      warning="This will delete the enumerated type."
      sql={(cascade) => dropTypeSql(type, cascade)}
      cascade={{
        label: 'Drop type with cascade',
        description: 'Also deletes the columns and other objects that use this type.',
      }}
      onDrop={(cascade) => deleteType.trigger({ id: type.id, name: type.name, cascade })}
      onClose={onClose}
    />
  );
}
