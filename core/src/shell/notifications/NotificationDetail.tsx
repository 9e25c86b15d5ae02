import { ProgressBar } from '@atrium/design-system';
import { useSyncExternalStore } from 'react';
import type { NotificationStore } from './notification-store.js';

/**
 * A notification's description and progress bar, kept current as its handle updates them. Loaded
 * with the toast region, not in the shell's first load.
 */
export function NotificationDetail({ store }: { store: NotificationStore }) {
  const { title, description, progress } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      {description}
      {progress !== undefined && (
        <ProgressBar
          aria-label={title}
          value={progress === null ? undefined : progress * 100}
          isIndeterminate={progress === null}
          showValueText={false}
        />
      )}
    </>
  );
}
