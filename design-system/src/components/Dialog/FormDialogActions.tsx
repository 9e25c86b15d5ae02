import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';

export interface FormDialogActionsProps {
  /** The dialog's `close`, as its footer function receives it. */
  close: () => void;
  /** The id of the dialog's form, which the submit button submits from outside it. */
  formId: string;
  /** What the submit button says: the action, e.g. 'Save' or 'Create organization'. */
  submitLabel: ReactNode;
  /** While the form's write is in flight: the submit button spins and Cancel waits for it. */
  isPending?: boolean;
}

/**
 * A form dialog's footer: Cancel, then the form's submit button. Cancel is disabled while the
 * write is pending, so a dialog never closes over a write whose outcome the user has not seen.
 */
export function FormDialogActions({
  close,
  formId,
  submitLabel,
  isPending = false,
}: FormDialogActionsProps) {
  return (
    <>
      <Button onPress={close} isDisabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="solid" tone="accent" isPending={isPending}>
        {submitLabel}
      </Button>
    </>
  );
}
