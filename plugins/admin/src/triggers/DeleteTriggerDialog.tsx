import { useDeleteTrigger } from '../data/trigger-mutations.js';
import type { DbTrigger } from '../data/trigger-queries.js';
import { DropDialog } from '../shared/DropDialog.js';
import { dropTriggerSql } from './drop-trigger-sql.js';

/** Drops a trigger once its name is typed, after showing the statement. */
export function DeleteTriggerDialog({
  trigger,
  onClose,
}: {
  trigger: DbTrigger;
  onClose: () => void;
}) {
  const deleteTrigger = useDeleteTrigger();
  return (
    <DropDialog
      title={`Confirm deletion of trigger "${trigger.name}"`}
      warning={`This will delete the trigger from ${trigger.schema}.${trigger.table}.`}
      sql={(cascade) => dropTriggerSql(trigger, cascade)}
      cascade={{
        label: 'Drop trigger with cascade',
        description: 'Also deletes the objects that depend on this trigger.',
      }}
      confirmName={trigger.name}
      onDrop={(cascade) => deleteTrigger.trigger({ id: trigger.id, name: trigger.name, cascade })}
      onClose={onClose}
    />
  );
}
