import { useState, type ReactNode } from 'react';
import { AlertDialog, Checkbox, CodeBlock, TypeToConfirmDialog } from '@atrium/design-system';

export interface DropDialogProps {
  /** The dialog's title, such as `Confirm deletion of table "orders"`. */
  readonly title: string;
  /** What is lost, before the statement. */
  readonly warning: ReactNode;
  /** The statement that will run, with or without CASCADE, as the API builds it. */
  readonly sql: (cascade: boolean) => string;
  /** The cascade checkbox: its label and what else it drops. */
  readonly cascade: { readonly label: string; readonly description: string };
  /** When set, Delete stays disabled until this exact name is typed (spec section 5). */
  readonly confirmName?: string;
  /** Drops; a rejection's message shows in the dialog, which stays open. */
  readonly onDrop: (cascade: boolean) => Promise<unknown>;
  readonly onClose: () => void;
}

/**
 * Every drop of the admin screens: the statement shown before it runs (RESTRICT, or CASCADE when
 * asked), and for functions and triggers the name typed to confirm.
 */
export function DropDialog({
  title,
  warning,
  sql,
  cascade: cascadeText,
  confirmName,
  onDrop,
  onClose,
}: DropDialogProps) {
  const [cascade, setCascade] = useState(false);
  const frame = {
    title,
    confirmLabel: 'Delete',
    tone: 'critical' as const,
    isOpen: true,
    onOpenChange: (open: boolean) => open || onClose(),
    onConfirm: () => onDrop(cascade),
  };
  const body = (
    <>
      <p>{warning} This cannot be undone. The statement that will run:</p>
      <CodeBlock code={sql(cascade)} language="SQL" isWrapped aria-label="Statement to run" />
      <Checkbox isSelected={cascade} onChange={setCascade} description={cascadeText.description}>
        {cascadeText.label}
      </Checkbox>
    </>
  );
  return confirmName === undefined ? (
    <AlertDialog {...frame}>{body}</AlertDialog>
  ) : (
    <TypeToConfirmDialog {...frame} confirmValue={confirmName}>
      {body}
    </TypeToConfirmDialog>
  );
}
