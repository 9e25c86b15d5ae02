import { createApiClient } from '@atrium/api/client';
import { defineApiArea } from '../../plugin-api/data/api-area.js';
import { defineResource } from '../../plugin-api/data/define-resource.js';
import { useProjectQuery } from '../../plugin-api/data/use-project-query.js';

/** The project's API keys (`/platform/projects/{ref}/api-keys`), bound to the project. */
export const apiKeysApi = defineApiArea({
  name: 'api-keys',
  connect: (origin, ref, { fetch }) => {
    const keys = createApiClient(origin, { fetch }).platform.projects[':ref']['api-keys'];
    return {
      list: () => keys.$get({ param: { ref } }),
      roll: () => keys.roll.$post({ param: { ref } }),
    };
  },
});

/** The `anon` and `service_role` keys: a roll replaces both. */
export const apiKeys = defineResource('api-keys');

export const apiKeyKeys = { list: () => apiKeys.key('list') };

/** The project's keys, cached; a member without the grant gets the API's 403 as the error. */
export function useApiKeys() {
  return useProjectQuery(apiKeyKeys.list(), (_pgMeta, clientOf) => clientOf(apiKeysApi).list());
}
