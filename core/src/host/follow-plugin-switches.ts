import { fetchDeployment, type Deployment } from '../services/deployment.js';

/** How often an open app asks which plugins are on: "within seconds" of a switch anywhere. */
export const PLUGIN_SWITCH_POLL_MS = 3_000;

/**
 * Sent on `window` by whoever switched a plugin here (/admin/plugins): the follower asks at once.
 * An event rather than a service, so the app's first load carries nothing of following.
 */
export const PLUGIN_SWITCHED_EVENT = 'atrium:plugin-switched';

/**
 * Follows plugins switched on and off at run time, on any instance: asks `read` (the
 * deployment) every `everyMs`, when the window regains focus and on `PLUGIN_SWITCHED_EVENT`, and calls `changed` once, with
 * the new deployment, when the plugins on differ from `on`, the set the app was built with. A
 * failed ask (offline, a restart) is tried again at the next tick. `stop()` ends it.
 */
export function followPluginSwitches(
  read: () => Promise<Deployment>,
  on: readonly string[],
  changed: (deployment: Deployment) => void,
  everyMs = PLUGIN_SWITCH_POLL_MS,
): { checkNow(): Promise<void>; stop(): void } {
  const current = [...on].sort().join(',');
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const checkNow = async () => {
    if (stopped) return;
    clearTimeout(timer);
    try {
      const deployment = await read();
      if (!stopped && [...deployment.plugins].sort().join(',') !== current) {
        stop();
        changed(deployment);
        return;
      }
    } catch {
      // Asked again at the next tick.
    }
    if (!stopped) timer = setTimeout(() => void checkNow(), everyMs);
  };
  const askNow = () => void checkNow();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('focus', askNow);
    globalThis.removeEventListener?.(PLUGIN_SWITCHED_EVENT, askNow);
  };
  globalThis.addEventListener?.('focus', askNow);
  globalThis.addEventListener?.(PLUGIN_SWITCHED_EVENT, askNow);
  timer = setTimeout(() => void checkNow(), everyMs);
  return { checkNow, stop };
}

/** The app's follower (main.tsx): boots the app again once the plugins on differ from `booted`'s. */
export const follow = (
  fetch: typeof globalThis.fetch,
  booted: Deployment,
  boot: () => Promise<void>,
) =>
  followPluginSwitches(
    () => fetchDeployment(fetch),
    booted.plugins,
    () => void boot(),
  );
