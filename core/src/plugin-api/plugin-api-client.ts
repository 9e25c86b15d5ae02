import type { Hono } from 'hono';
import { hc } from 'hono/client';

/** The typed client of a plugin's own server part, from the route type its `./server` exports. */
// Any route schema: the plugin's exported route type decides it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginApiClient<Routes extends Hono<any, any, any>> = ReturnType<typeof hc<Routes>>;

/**
 * A client for the server part of `pluginId` (mounted at `/api/plugins/{id}`), signed in through
 * the `fetch` given: one place for the hook (`usePluginApi`) and the context (`pluginApi()`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function pluginApiClient<Routes extends Hono<any, any, any>>(
  pluginId: string,
  fetch: typeof globalThis.fetch,
): PluginApiClient<Routes> {
  return hc<Routes>(
    `${globalThis.location?.origin ?? ''}/api/plugins/${encodeURIComponent(pluginId)}`,
    { fetch },
  );
}
