import { vi } from 'vitest';
import { toastsOver, type Feedback } from '../host/feedback.js';
import type { Notification } from '../plugin-api/context.js';

/** A notification as it stands after its handle's updates. */
export interface RecordedNotification extends Notification {
  readonly dismissed: boolean;
}

/**
 * Feedback for `<PluginTestHarness feedback={...}>` that records what a plugin shows: `notify`,
 * each `toast` shorthand and `confirm` are spies (confirmations answer `confirmed`), and every
 * notification, the shorthands' included, is kept in `notifications` as its handle last left it.
 */
export function recordingFeedback({ confirmed = true }: { confirmed?: boolean } = {}) {
  const notifications: RecordedNotification[] = [];
  const notify = vi.fn((initial: Notification) => {
    const index = notifications.push({ ...initial, dismissed: false }) - 1;
    const change = (next: Partial<RecordedNotification>) => {
      notifications[index] = { ...notifications[index]!, ...next };
    };
    return { update: vi.fn(change), dismiss: vi.fn(() => change({ dismissed: true })) };
  });
  const shorthands = toastsOver(notify);
  return {
    notify,
    toast: {
      success: vi.fn(shorthands.success),
      error: vi.fn(shorthands.error),
      info: vi.fn(shorthands.info),
    },
    confirm: vi.fn(async (_request: Parameters<Feedback['confirm']>[0]) => confirmed),
    notifications: notifications as readonly RecordedNotification[],
    /** The titles of the notifications still shown, oldest first. */
    shownTitles: () => notifications.filter((n) => !n.dismissed).map((n) => n.title),
  };
}

export type RecordingFeedback = ReturnType<typeof recordingFeedback>;
