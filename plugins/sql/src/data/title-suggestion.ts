import { useProjectMutation } from '@atrium/core/plugin-api';
import { sqlTitleApi } from './title-api.js';

/**
 * A title and description for a snippet's SQL (the rename suggestion): from the deployment's AI
 * provider, else from Postgres's parse of it. It changes nothing, so nothing is refetched; a
 * failure toasts in the spec's words (section 8).
 */
export function useTitleSuggestion() {
  return useProjectMutation(
    (sql: string, _pgMeta, clientOf) => clientOf(sqlTitleApi).suggest(sql),
    { invalidates: [], errorToast: 'Failed to generate title' },
  );
}
