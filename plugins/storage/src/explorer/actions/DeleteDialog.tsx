import { AlertDialog } from '@atrium/design-system';
import { deleteTitle } from './action-rules.js';

/** 'Confirm deletion of ...': 'This action cannot be undone.', then Delete ('Deleting' meanwhile). */
export function DeleteDialog({
  names,
  onDelete,
  onClose,
}: {
  names: readonly string[];
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={deleteTitle(names)}
      confirmLabel="Delete"
      tone="critical"
      onConfirm={async () => {
        await onDelete();
        onClose();
      }}
    >
      This action cannot be undone.
    </AlertDialog>
  );
}
