import { createElement, lazy, Suspense } from 'react';
import { toast } from '@atrium/design-system';
import type { Notification, NotificationHandle } from '../../plugin-api/context.js';
import { createNotificationStore } from './notification-store.js';
import { NotificationTitle } from './NotificationTitle.js';

const NotificationDetail = lazy(async () => ({
  default: (await import('./NotificationDetail.js')).NotificationDetail,
}));

/**
 * Shows a notification as a design-system toast whose content follows a store, so `update()`
 * changes it in place. Tone, action and whether it closes by itself are fixed when a toast is
 * queued, so an update that changes one of those queues a fresh toast in its place (which also
 * restarts the time it stays: a finished progress notification then closes by itself).
 */
export function notify(initial: Notification): NotificationHandle {
  const store = createNotificationStore(initial);
  let key = '';
  const show = () => {
    const { tone, action, progress } = store.get();
    key = toast[tone](createElement(NotificationTitle, { store }), {
      description: createElement(
        Suspense,
        { fallback: null },
        createElement(NotificationDetail, { store }),
      ),
      action,
      // A notification with progress stays until it is updated or dismissed.
      duration: progress === undefined ? undefined : 0,
    });
  };
  show();
  return {
    update(change) {
      const before = store.get();
      const after = { ...before, ...change };
      store.set(after);
      const requeue =
        after.tone !== before.tone ||
        after.action !== before.action ||
        (after.progress === undefined) !== (before.progress === undefined);
      if (requeue) {
        toast.dismiss(key);
        show();
      }
    },
    dismiss: () => toast.dismiss(key),
  };
}
