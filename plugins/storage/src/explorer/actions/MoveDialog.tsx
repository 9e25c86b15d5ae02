import { Button, Dialog, TextField } from '@atrium/design-system';
import { useState } from 'react';
import { moveDestination } from './action-rules.js';

/** 'Moving ... within [bucket]': the folder to move to, blank for the root. */
export function MoveDialog({
  bucketId,
  names,
  onMove,
  onClose,
}: {
  bucketId: string;
  names: readonly string[];
  onMove: (into: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [path, setPath] = useState('');
  const [moving, setMoving] = useState(false);
  const what = names.length === 1 ? names[0] : `${names.length} items`;
  const submit = async () => {
    setMoving(true);
    try {
      await onMove(moveDestination(path));
      onClose();
    } catch {
      // The error toast said why; the dialog stays open with what was typed.
      setMoving(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Moving ${what} within ${bucketId}`}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button isPending={moving} onPress={() => void submit()}>
            {moving ? 'Moving files' : 'Move files'}
          </Button>
        </>
      )}
    >
      <p>Enter the path to where you'd like to move the file(s) to.</p>
      <TextField
        label={`Path to new directory in ${bucketId}`}
        description="Leave blank to move items to the root of the bucket"
        value={path}
        onChange={setPath}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit();
        }}
      />
    </Dialog>
  );
}
