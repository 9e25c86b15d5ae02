import type { NoticeSubscriber } from '../platform/index.js';
import type { ProjectRegistry } from './registry.js';

/** The notice the platform's trigger sends, with the project's ref, when a project changes. */
export const PROJECT_CHANGED_CHANNEL = 'atrium_project_changed';

/**
 * Keeps `registry` on the platform's project notices: a project whose status, database or ref
 * changed, or which was deleted, on any instance or by hand, is let go of here (its pool closed),
 * so the next request reads its row again: 503 while it restores, 404 once deleted, the new
 * database once re-pointed. Notices missed while not heard may have been any: once heard again,
 * every project is let go of.
 */
export function projectNotices(registry: ProjectRegistry): NoticeSubscriber {
  let missedSome = false;
  return {
    channel: PROJECT_CHANGED_CHANNEL,
    notice: (ref) => void registry.forget(ref),
    hearing: (heard) => {
      if (!heard) missedSome = true;
      else if (missedSome) {
        missedSome = false;
        void registry.close();
      }
    },
  };
}
