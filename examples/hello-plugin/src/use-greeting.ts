import { readJson } from '@atrium/core/plugin-api';
import useSWR from 'swr';

/** The plugin's own API route, mounted by the server only while the plugin is on. */
export function useGreeting() {
  return useSWR('hello:greeting', async () =>
    readJson<{ message: string }>(await fetch('/api/plugins/hello/greeting')),
  );
}
