import { AlertDialog } from '@atrium/design-system';

/** Confirms deleting one snippet or several; stays open, with the error, when the delete fails. */
export function DeleteSnippetsDialog({
  names,
  onDelete,
  onClose,
}: {
  names: readonly string[];
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const one = names.length === 1;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={one ? 'Delete query' : `Delete ${names.length} queries`}
      confirmLabel="Delete"
      tone="critical"
      onConfirm={async () => {
        await onDelete();
        onClose();
      }}
    >
      {one
        ? `The query "${names[0]}" will be deleted. This cannot be undone.`
        : `These queries will be deleted: ${names.join(', ')}. This cannot be undone.`}
    </AlertDialog>
  );
}
