import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { dialogModal } from '../Dialog/Dialog.css.js';
import {
  ModalFrame,
  ModalSections,
  useModalLock,
  type ModalOpenProps,
} from '../Dialog/ModalFrame.js';
import { confirmError } from './AlertDialog.css.js';

/** What the confirm and cancel buttons say and do. */
export interface ConfirmActions {
  /**
   * Runs on confirm. A returned promise keeps the button pending until it settles; a rejection
   * keeps the dialog open and shows the error's message.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * The confirm button's text.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The cancel button's text.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `critical` for destructive actions.
   * @default 'accent'
   */
  tone?: 'accent' | 'critical';
}

export interface AlertDialogProps extends ModalOpenProps, ConfirmActions {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** The message: what will happen and what cannot be undone. */
  children: ReactNode;
}

export interface AlertContext {
  close: () => void;
  messageId: string;
}

/**
 * The frame both confirmations share: an alertdialog that a click outside does not dismiss, and
 * that is described by its message. It takes the open props and title; `render` draws the rest.
 */
export function AlertFrame({
  title,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  render,
}: ModalOpenProps & { title: ReactNode; render: (context: AlertContext) => ReactNode }) {
  const messageId = useId();
  return (
    <ModalFrame
      {...{ title, trigger, isOpen, defaultOpen, onOpenChange }}
      role="alertdialog"
      aria-describedby={messageId}
      isDismissable={false}
      modalClassName={dialogModal({ size: 'small' })}
    >
      {(close) => render({ close, messageId })}
    </ModalFrame>
  );
}

/**
 * Message, error and buttons. Its state lives here, inside the modal, so each opening starts
 * fresh: no stale error, no half-typed value.
 */
export function AlertDialogContent({
  close,
  messageId,
  children,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'accent',
  field,
  isConfirmDisabled = false,
}: AlertContext &
  ConfirmActions & {
    children: ReactNode;
    /** An input under the message, outside the dialog's description. */
    field?: ReactNode;
    isConfirmDisabled?: boolean;
  }) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useModalLock(isPending);

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (reason) {
      setPending(false);
      setError(reason instanceof Error ? reason.message : String(reason));
      return;
    }
    setPending(false);
    close();
  };

  return (
    <ModalSections
      close={close}
      footer={
        <>
          <Button onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant="solid"
            tone={tone}
            onPress={confirm}
            isPending={isPending}
            isDisabled={isConfirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{children}</div>
      {field}
      {error && (
        <p role="alert" className={confirmError}>
          {error}
        </p>
      )}
    </ModalSections>
  );
}

/** Asks the user to confirm an action, with Confirm and Cancel; Escape cancels. */
export function AlertDialog(props: AlertDialogProps) {
  return (
    <AlertFrame {...props} render={(context) => <AlertDialogContent {...props} {...context} />} />
  );
}
