import { useProjectQuery } from '@atrium/plugin-api';
import { statusKeys } from './keys.js';
import { myPluginApi } from './my-plugin-api.js';

/** The server part's status, cached under the plugin's `my-plugin-status` resource. */
export function useStatus() {
  return useProjectQuery(statusKeys.current(), (_pgMeta, clientOf) =>
    clientOf(myPluginApi).status.$get(),
  );
}
