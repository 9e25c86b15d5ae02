import type { Hono } from 'hono';
import { useMemo } from 'react';
import { useServices } from '../host/services-context.js';
import { usePluginContext } from './hooks.js';
import { pluginApiClient, type PluginApiClient } from './plugin-api-client.js';

/**
 * A typed client for the calling plugin's own server part (mounted at `/api/plugins/{id}`), from
 * the route type its `./server` entry exports:
 * `usePluginApi<HelloRoutes>().greeting.$get()`, read with `readJson` or `useApiQuery`. A handler
 * (a command, a row-menu entry) has the same client as `context.pluginApi<HelloRoutes>()`.
 */
// Any route schema: the plugin's exported route type decides it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePluginApi<Routes extends Hono<any, any, any>>(): PluginApiClient<Routes> {
  const { pluginId } = usePluginContext();
  // Signed in like every other request of the web app.
  const { fetch } = useServices();
  return useMemo(() => pluginApiClient<Routes>(pluginId, fetch), [pluginId, fetch]);
}
