import { Dialog, FormDialogActions, TextField } from '@atrium/design-system';
import { useId, useState } from 'react';

/** Spec section 5: a snippet's name may not be blank. */
export const nameProblem = (name: string) =>
  name.trim() === '' ? 'Please enter a query name' : undefined;

/** Renames a snippet; stays open with what was typed when the rename fails (its toast said why). */
export function RenameSnippetDialog({
  name: current,
  onRename,
  onClose,
}: {
  name: string;
  onRename: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(current);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = nameProblem(name);
  const submit = async () => {
    setSubmitted(true);
    if (problem) return;
    setPending(true);
    try {
      await onRename(name.trim());
      onClose();
    } catch {
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Rename query"
      footer={(close) => (
        <FormDialogActions close={close} formId={formId} submitLabel="Rename" isPending={pending} />
      )}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Name"
          autoFocus
          value={name}
          onChange={setName}
          errorMessage={submitted ? problem : undefined}
        />
      </form>
    </Dialog>
  );
}
