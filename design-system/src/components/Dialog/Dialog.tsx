import type { ReactNode } from 'react';
import { dialogModal, type DialogRecipe } from './Dialog.css.js';
import { ModalFrame, type ModalFooter, type ModalOpenProps } from './ModalFrame.js';

export interface DialogProps extends ModalOpenProps, DialogRecipe {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** The body; it scrolls when taller than the screen. */
  children: ReactNode;
  /** Actions, right-aligned; a function receives `close`. */
  footer?: ModalFooter;
  /**
   * Whether a click outside or the header's close button closes it. Escape always does.
   * @default true
   */
  isDismissable?: boolean;
  /** Escape hatch for layout tweaks; prefer a size. */
  UNSAFE_className?: string;
}

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to what opened it. */
export function Dialog({ size, UNSAFE_className, ...frame }: DialogProps) {
  const className = [dialogModal({ size }), UNSAFE_className].filter(Boolean).join(' ');
  return <ModalFrame {...frame} modalClassName={className} />;
}
