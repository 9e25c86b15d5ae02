import { useState, type ReactNode } from 'react';
import {
  AlertDialogContent,
  AlertFrame,
  type AlertContext,
  type AlertDialogProps,
} from '../AlertDialog/AlertDialog.js';
import { TextField } from '../TextField/TextField.js';
import * as css from './TypeToConfirmDialog.css.js';

/** The exact message the spec gives for a typed value that differs from the expected one. */
export const mismatchMessage = 'Value entered does not match.';

export interface TypeToConfirmDialogProps extends AlertDialogProps {
  /** What the user must type, exactly (case and spaces count), before Confirm is enabled. */
  confirmValue: string;
  /** The field's label; by default `Type <value> to confirm.` */
  inputLabel?: ReactNode;
}

/** Rendered inside the modal, so the typed value starts empty at each opening. */
function TypeToConfirmContent({
  confirmValue,
  inputLabel,
  ...content
}: TypeToConfirmDialogProps & AlertContext) {
  const [value, setValue] = useState('');
  const matches = value === confirmValue;
  return (
    <AlertDialogContent
      {...content}
      isConfirmDisabled={!matches}
      field={
        <TextField
          label={
            inputLabel ?? (
              <>
                Type <strong className={css.expected}>{confirmValue}</strong> to confirm.
              </>
            )
          }
          value={value}
          onChange={setValue}
          // Flag a mismatch once something is typed; an empty field is just not done yet.
          errorMessage={value !== '' && !matches ? mismatchMessage : undefined}
          autoFocus
          autoComplete="off"
          spellCheck="false"
          UNSAFE_className={css.field}
        />
      }
    />
  );
}

/**
 * An alert dialog for destructive actions that cannot be undone (deleting a bucket, a table):
 * Confirm stays disabled until the user types `confirmValue` exactly. Tone is critical.
 */
export function TypeToConfirmDialog({ tone = 'critical', ...props }: TypeToConfirmDialogProps) {
  return (
    <AlertFrame
      {...props}
      render={(context) => <TypeToConfirmContent {...props} {...context} tone={tone} />}
    />
  );
}
