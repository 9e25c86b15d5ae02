import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { useMemo } from 'react';
import { useServices } from '../host/services-context.js';
import { usePluginContext } from './hooks.js';

/**
 * A typed client for the calling plugin's own server part (mounted at `/api/plugins/{id}`), from
 * the route type its `./server` entry exports:
 * `usePluginApi<HelloRoutes>().greeting.$get()`, read with `readJson` or `useApiQuery`.
 */
// Any route schema: the plugin's exported route type decides it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePluginApi<Routes extends Hono<any, any, any>>(): ReturnType<typeof hc<Routes>> {
  const { pluginId } = usePluginContext();
  const { fetch } = useServices();
  return useMemo(
    () =>
      hc<Routes>(
        `${globalThis.location?.origin ?? ''}/api/plugins/${encodeURIComponent(pluginId)}`,
        // Signed in like every other request of the web app.
        { fetch },
      ),
    [pluginId, fetch],
  );
}
