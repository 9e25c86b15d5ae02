import { useProjectQuery } from '@atrium/plugin-api';
import { helloApi } from './hello-api.js';
import { greetingKeys } from './keys.js';

/** The greeting, read from the plugin's own API route and cached under its `hello-greeting` key. */
export function useGreeting() {
  return useProjectQuery(greetingKeys.current(), (_pgMeta, clientOf) =>
    clientOf(helloApi).greeting.$get(),
  );
}
