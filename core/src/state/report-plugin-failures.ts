import { subscribe } from 'valtio';
import { appState, failureKey } from './app-state.js';

/** Where failures are reported; `/admin/plugins` reads them back (docs/api.md). */
export const PLUGIN_FAILURES_PATH = '/platform/plugins/failures';

/** The API's bounds on a report: longer texts are cut here, never refused there. */
const MAX_WHERE = 200;
const MAX_MESSAGE = 2000;

/** The failures this page has reported, across boots (a plugin switched on boots the app again). */
const sent = new Set<string>();

/**
 * Sends each plugin failure this page contains (`reportPluginFailure`) to the server once, now and
 * as more come, so `/admin/plugins` lists it after a reload and to an Owner who did not see it
 * happen. Best effort: a report that does not reach the server is dropped, the failure still
 * listed on this page. Returns what stops it.
 */
export function reportPluginFailuresTo(fetch: typeof globalThis.fetch): () => void {
  const sendNew = () => {
    for (const failure of appState.pluginFailures) {
      const key = failureKey(failure);
      if (sent.has(key)) continue;
      sent.add(key);
      void fetch(PLUGIN_FAILURES_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pluginId: failure.pluginId,
          where: failure.where.slice(0, MAX_WHERE),
          message: failure.message.slice(0, MAX_MESSAGE),
        }),
      }).catch(() => undefined);
    }
  };
  sendNew();
  return subscribe(appState.pluginFailures, sendNew);
}
