import { usePluginContext } from '@atrium/core/plugin-api';
import type { Snippet } from '../data/content-api.js';
import {
  useDeleteSnippets,
  useDuplicateSnippet,
  useFavoriteSnippet,
  useRenameSnippet,
  useShareSnippet,
} from '../data/snippets-mutations.js';
import { idAfterDelete } from './after-delete.js';

/** The SQL text a snippet keeps. */
export const sqlOf = (snippet: Snippet): string =>
  typeof snippet.content.sql === 'string' ? snippet.content.sql : '';

/**
 * The sidebar's actions on snippets, and where each leaves the editor: a copy opens, and a bulk
 * delete follows spec section 4 (no snippet left: a new query; the open one gone: the first left).
 */
export function useSnippetActions(openId: string, all: readonly Snippet[]) {
  const { navigate, projectRef } = usePluginContext();
  const open = (id: string) => navigate(`/project/${projectRef}/sql/${id}`);
  const rename = useRenameSnippet();
  const share = useShareSnippet();
  const duplicate = useDuplicateSnippet();
  const favorite = useFavoriteSnippet();
  const remove = useDeleteSnippets();
  return {
    rename: (snippet: Snippet, name: string, description?: string) =>
      rename.trigger({ id: snippet.id, name, description }),
    share: (snippet: Snippet) => share.trigger(snippet.id),
    favorite: (snippet: Snippet) =>
      favorite.trigger({ id: snippet.id, favorite: !snippet.content.favorite }),
    duplicate: async (snippet: Snippet) => {
      const id = crypto.randomUUID();
      await duplicate.trigger({ id, name: `${snippet.name} (copy)`, sql: sqlOf(snippet) });
      open(id);
    },
    remove: (ids: readonly string[]) =>
      remove.trigger(ids, {
        beforeInvalidate: () => {
          const gone = new Set(ids);
          const next = idAfterDelete(
            all.filter((snippet) => !gone.has(snippet.id)),
            openId,
            ids,
          );
          if (next !== undefined) open(next);
        },
      }),
  };
}

export type SnippetActions = ReturnType<typeof useSnippetActions>;
