import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseButton } from './CloseButton.js';
import * as css from './ModalFrame.css.js';

/** How every modal is opened: by a trigger element, or controlled, or both. */
export interface ModalOpenProps {
  /** An element (usually a Button) that opens the modal on press; focus returns to it on close. */
  trigger?: ReactElement;
  /** Whether it is open (controlled). */
  isOpen?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A footer, or a function of `close` for footers with a Cancel or Done button. */
export type ModalFooter = ReactNode | ((close: () => void) => ReactNode);

export interface ModalFrameProps extends ModalOpenProps {
  title: ReactNode;
  /**
   * The body, or a function of `close` that renders body and footer itself (with ModalSections)
   * when they share state, as in an alert dialog.
   */
  children: ReactNode | ((close: () => void) => ReactNode);
  footer?: ModalFooter;
  role?: 'dialog' | 'alertdialog';
  'aria-describedby'?: string;
  /** Whether a click outside closes it. Escape always does, unless the modal is locked. */
  isDismissable?: boolean;
  /** The modal's shape: size, position and motion. */
  modalClassName: string;
}

const LockContext = createContext<((locked: boolean) => void) | null>(null);

/**
 * While `locked` is true the modal stays open: Escape, outside clicks and the header's close
 * button do nothing. Content calls it during async work, so an error can still be shown in it.
 */
export function useModalLock(locked: boolean) {
  const setLocked = useContext(LockContext);
  useEffect(() => {
    setLocked?.(locked);
    return () => setLocked?.(false);
  }, [setLocked, locked]);
}

export function ModalSections({
  children,
  footer,
  close,
}: {
  children: ReactNode;
  footer?: ModalFooter;
  close: () => void;
}) {
  return (
    <>
      <div className={css.body}>{children}</div>
      {footer && (
        <div className={css.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
      )}
    </>
  );
}

/**
 * The one modal mechanism behind Dialog, AlertDialog, TypeToConfirmDialog and SidePanel:
 * react-aria's ModalOverlay traps focus, restores it on close, hides the page from assistive
 * technology and closes on Escape; this adds the header and the lock.
 */
export function ModalFrame({
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  children,
  footer,
  role,
  'aria-describedby': describedBy,
  isDismissable = true,
  modalClassName,
}: ModalFrameProps) {
  const [locked, setLocked] = useState(false);
  const openState = { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay
      // With a trigger, DialogTrigger owns the open state and the overlay reads it from context.
      {...(trigger ? {} : openState)}
      isDismissable={isDismissable && !locked}
      isKeyboardDismissDisabled={locked}
      className={css.overlay}
    >
      <Modal className={modalClassName}>
        <AriaDialog role={role} aria-describedby={describedBy} className={css.dialog}>
          {({ close }) => (
            <LockContext.Provider value={setLocked}>
              <header className={css.header}>
                <Heading slot="title" level={2} className={css.title}>
                  {title}
                </Heading>
                {isDismissable && <CloseButton onPress={close} isDisabled={locked} />}
              </header>
              {typeof children === 'function' ? (
                children(close)
              ) : (
                <ModalSections footer={footer} close={close}>
                  {children}
                </ModalSections>
              )}
            </LockContext.Provider>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  return trigger ? (
    <DialogTrigger {...openState}>
      {trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}
