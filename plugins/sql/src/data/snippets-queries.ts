import { useProjectQuery } from '@atrium/core/plugin-api';
import { contentApi } from './content-api.js';
import { snippetKeys } from './snippet-resource.js';

/** The snippets the member may see: the project's shared ones and their own. */
export function useSnippets() {
  return useProjectQuery(snippetKeys.list(), (_pgMeta, clientOf) => clientOf(contentApi).list());
}
