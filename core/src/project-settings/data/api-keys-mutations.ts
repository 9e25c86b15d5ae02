import { useProjectMutation } from '../../plugin-api/data/use-project-mutation.js';
import { apiKeys, apiKeysApi } from './api-keys.js';

/** Rolls the project's JWT secret: toasts, then refetches the keys shown. */
export function useRollJwtSecret() {
  return useProjectMutation((_: void, _pgMeta, clientOf) => clientOf(apiKeysApi).roll(), {
    invalidates: [apiKeys],
    errorToast: 'Failed to roll the JWT secret',
    successToast: 'Rolled the JWT secret: the old API keys no longer work',
  });
}
