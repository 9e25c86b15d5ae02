import { useId, type ReactNode } from 'react';
import { Button, Dialog } from '@atrium/design-system';
import { useSubmission, type Submission } from './data/use-submission.js';

export interface FormDialogProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /**
   * The form, rendered inside the dialog so each opening starts afresh. It renders a `<form>`
   * with `formId` (the footer's submit button points at it) and runs its change through
   * `submission`, whose failure it shows and whose pending state the button mirrors.
   */
  readonly children: (form: { formId: string; submission: Submission }) => ReactNode;
}

/** A dialog around one form: Cancel, and a submit button that shows the change is running. */
export function FormDialog({
  title,
  submitLabel,
  isOpen,
  onOpenChange,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submission = useSubmission();
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        submission.clearError(); // each opening starts without the last failure
        onOpenChange(open);
      }}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="solid"
            tone="accent"
            isPending={submission.isPending}
          >
            {submitLabel}
          </Button>
        </>
      )}
    >
      {children({ formId, submission })}
    </Dialog>
  );
}
