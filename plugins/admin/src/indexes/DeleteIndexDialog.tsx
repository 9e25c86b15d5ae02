import { useDeleteIndex } from '../data/index-mutations.js';
import type { DbIndex } from '../data/index-queries.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropIndexSql } from './index-form.js';

/** Drops an index once its name is typed, after showing the statement. */
export function DeleteIndexDialog({ index, onClose }: { index: DbIndex; onClose: () => void }) {
  const deleteIndex = useDeleteIndex();
  return (
    <DropDialog
      title={`Confirm deletion of index "${index.name}"`}
      warning={`Queries on ${index.schema}.${index.table} that used this index will read the table instead.`}
      sql={(cascade) => dropIndexSql(index, cascade)}
      cascade={{
        label: 'Drop index with cascade',
        description: 'Also drops the constraints that depend on this index.',
      }}
      confirmName={index.name}
      onDrop={(cascade) => deleteIndex.trigger({ id: index.id, name: index.name, cascade })}
      onClose={onClose}
    />
  );
}
