import { useDeleteFunction } from '../data/function-mutations.js';
import type { DbFunction } from '../data/function-queries.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropFunctionSql } from './drop-function-sql.js';

/** Drops a function once its name is typed, after showing the statement. */
export function DeleteFunctionDialog({ fn, onClose }: { fn: DbFunction; onClose: () => void }) {
  const deleteFunction = useDeleteFunction();
  return (
    <DropDialog
      title={`Confirm deletion of function "${fn.name}"`}
      warning="This will delete the function."
      sql={(cascade) => dropFunctionSql(fn, cascade)}
      cascade={{
        label: 'Drop function with cascade',
        description: 'Also deletes the objects that depend on this function, such as triggers.',
      }}
      confirmName={fn.name}
      onDrop={(cascade) => deleteFunction.trigger({ id: fn.id, name: fn.name, cascade })}
      onClose={onClose}
    />
  );
}
