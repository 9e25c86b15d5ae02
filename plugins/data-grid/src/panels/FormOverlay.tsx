import { useId, type ReactNode } from 'react';
import { Button, Dialog, SidePanel } from '@atrium/design-system';
import { useSubmission, type Submission } from './data/use-submission.js';

export interface FormOverlayProps {
  /** A dialog for a field or two; a side panel, closed only by its buttons, for whole editors. */
  readonly kind: 'dialog' | 'side-panel';
  readonly title: string;
  readonly submitLabel: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /**
   * The form, rendered inside the overlay so each opening starts afresh. It renders a `<form>`
   * with `formId` (the footer's submit button points at it) and runs its change through
   * `submission`, whose failure it shows and whose pending state the button mirrors.
   */
  readonly children: (form: { formId: string; submission: Submission }) => ReactNode;
}

/** A dialog or side panel around one form: Cancel, and a submit button that shows the change runs. */
export function FormOverlay({ kind, submitLabel, children, ...frame }: FormOverlayProps) {
  const formId = useId();
  const submission = useSubmission();
  const Overlay = kind === 'dialog' ? Dialog : SidePanel;
  return (
    <Overlay
      title={frame.title}
      isOpen={frame.isOpen}
      isDismissable={kind === 'dialog' ? undefined : false}
      onOpenChange={(open) => {
        submission.clearError(); // each opening starts without the last failure
        frame.onOpenChange(open);
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
    </Overlay>
  );
}
