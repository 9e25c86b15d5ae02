import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { LazyToastRegion } from './LazyToastRegion.js';
import { FeedbackContext, toastsOver, type Feedback } from '../host/feedback.js';
import { notify } from './notifications/notify.js';

// Loaded when the first confirmation is asked for: most page loads never need it. The import
// names the component's module, not the barrel, so its code really stays out of the first load.
const AlertDialog = lazy(async () => ({
  default: (await import('@atrium/design-system/lazy/AlertDialog/AlertDialog')).AlertDialog,
}));

interface PendingConfirm {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel?: string;
  readonly critical?: boolean;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * Notifications (toasts: 6 s, errors 8 s, or until done when they show progress) and confirmations for core and plugins. `confirm()` returns a promise
 * that settles when the user answers, so callers read like `if (await confirm(...))`.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm>();

  const confirm = useCallback<Feedback['confirm']>(
    (request) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    [],
  );
  const feedback = useMemo<Feedback>(
    () => ({
      notify,
      toast: toastsOver(notify),
      confirm,
    }),
    [confirm],
  );

  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(undefined);
  };

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      <LazyToastRegion />
      {pending && (
        <Suspense fallback={null}>
          <AlertDialog
            isOpen
            title={pending.title}
            confirmLabel={pending.confirmLabel ?? 'Confirm'}
            tone={pending.critical ? 'critical' : 'accent'}
            onConfirm={() => answer(true)}
            onOpenChange={(open) => !open && answer(false)}
          >
            {pending.message}
          </AlertDialog>
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
