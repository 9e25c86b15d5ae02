import type { FormHTMLAttributes, ReactNode } from 'react';
import type { Submission } from './data/use-submission.js';
import { FormError } from './FormError.js';
import * as css from './panels.css.js';

export interface SubmissionFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'className'
> {
  readonly id: string;
  readonly submission: Submission;
  /** Runs on every attempt, before the check: forms that validate themselves show errors from here. */
  readonly onAttempt?: () => void;
  /** Whether the form may be sent now; asked at each attempt. */
  readonly isValid?: () => boolean;
  /** The save, run through `submission` (one at a time; a failure's message shows above the fields). */
  readonly save: () => Promise<void>;
  readonly children: ReactNode;
}

/**
 * The form of a panel or dialog whose footer button submits it by `id`: a save runs once at a time,
 * only when the form is valid, and a failed save's message shows above the fields, which keep
 * what was typed.
 */
export function SubmissionForm({
  submission,
  onAttempt,
  isValid = () => true,
  save,
  children,
  ...formProps
}: SubmissionFormProps) {
  return (
    <form
      {...formProps}
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        onAttempt?.();
        if (!isValid() || submission.isPending) return;
        void submission.run(save);
      }}
    >
      <FormError message={submission.error} />
      {children}
    </form>
  );
}
