import { readJson, usePluginApi } from '@atrium/core/plugin-api';
import useSWR from 'swr';
import type { HelloRoutes } from './server.js';

/** The plugin's own API route, mounted by the server only while the plugin is on. */
export function useGreeting() {
  const api = usePluginApi<HelloRoutes>();
  return useSWR(['plugins', 'hello', 'greeting'], async () => readJson(await api.greeting.$get()));
}
