import { useSyncExternalStore } from 'react';
import type { NotificationStore } from './notification-store.js';

/** A notification's title, kept current as its handle updates it. */
export function NotificationTitle({ store }: { store: NotificationStore }) {
  return useSyncExternalStore(store.subscribe, store.get).title;
}
