import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastTone } from './Toast.css.js';

/** Spec: toasts stay 6 s, errors 8 s (they take longer to read and act on). */
export const toastDurations: Record<ToastTone, number> = {
  success: 6000,
  info: 6000,
  error: 8000,
};

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  /** A second line under the message. */
  description?: ReactNode;
  /** One button in the toast, e.g. "Undo" or "View"; pressing it also dismisses the toast. */
  action?: ToastAction;
  /** Milliseconds before it closes by itself; defaults to the tone's duration. */
  duration?: number;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
}

export interface ToastContent extends Pick<ToastOptions, 'description' | 'action'> {
  tone: ToastTone;
  message: ReactNode;
}

/**
 * The app's one queue. Module-level on purpose: `toast.*` is called from event handlers and data
 * hooks anywhere, without a provider; the single mounted ToastRegion renders it.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(tone: ToastTone) {
  return (message: ReactNode, { description, action, duration, onClose }: ToastOptions = {}) =>
    toastQueue.add(
      { tone, message, description, action },
      { timeout: duration ?? toastDurations[tone], onClose },
    );
}

/** Shows a toast and returns its key, for `toast.dismiss(key)`. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: (key: string) => toastQueue.close(key),
  /** Removes every toast, shown or waiting. */
  clear: () => toastQueue.clear(),
};
