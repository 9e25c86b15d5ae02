import type { Notification } from '../../plugin-api/context.js';

/** One notification's current content, readable from its toast with useSyncExternalStore. */
export interface NotificationStore {
  get(): Notification;
  set(next: Notification): void;
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(initial: Notification): NotificationStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
