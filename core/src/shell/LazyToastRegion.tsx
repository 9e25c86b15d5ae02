import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from '@atrium/design-system';

const ToastRegion = lazy(async () => ({
  default: (await import('@atrium/design-system/lazy/Toast/Toast')).ToastRegion,
}));

/**
 * Mounts the toast region when the first toast is queued: the queue is plain data, so toasts
 * raised before the region's code has loaded are shown as soon as it has.
 */
export function LazyToastRegion() {
  const [needed, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    return toastQueue.subscribe(() => setNeeded(toastQueue.visibleToasts.length > 0));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
