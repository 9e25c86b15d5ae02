import { readJson, useProjectMutation } from '@atrium/core/plugin-api';
import { contentApi, type Snippet } from './content-api.js';
import { snippets } from './snippet-resource.js';

/*
 * The sidebar's and the editor's snippet writes, each toasting in the spec's words (section 8)
 * and refetching the snippet list.
 */

/** A snippet saved for the first time: its id is made here, so the URL can name it at once. */
export interface NewSnippet {
  readonly id: string;
  readonly name: string;
  readonly sql: string;
}

const personal = ({ id, name, sql }: NewSnippet) =>
  ({
    id,
    name,
    description: '',
    type: 'sql',
    visibility: 'user',
    content: { sql, favorite: false },
  }) as const;

/** `/sql/new` saved the first time: a personal snippet. */
export function useCreateSnippet() {
  return useProjectMutation(
    (snippet: NewSnippet, _pgMeta, clientOf) => clientOf(contentApi).create(personal(snippet)),
    { invalidates: [snippets], errorToast: 'Failed to create new query' },
  );
}

/** A personal copy of any snippet the member sees (a shared one, usually). */
export function useDuplicateSnippet() {
  return useProjectMutation(
    (snippet: NewSnippet, _pgMeta, clientOf) => clientOf(contentApi).create(personal(snippet)),
    { invalidates: [snippets], errorToast: 'Failed to create a personal copy of this query' },
  );
}

export function useRenameSnippet() {
  return useProjectMutation(
    (
      { id, name, description }: { id: string; name: string; description?: string },
      _pgMeta,
      clientOf,
    ) =>
      clientOf(contentApi).change(id, { name, ...(description !== undefined && { description }) }),
    { invalidates: [snippets], errorToast: 'Failed to rename query' },
  );
}

export function useShareSnippet() {
  return useProjectMutation(
    (id: string, _pgMeta, clientOf) => clientOf(contentApi).change(id, { visibility: 'project' }),
    { invalidates: [snippets], errorToast: 'Failed to share query' },
  );
}

export function useFavoriteSnippet() {
  return useProjectMutation(
    ({ id, favorite }: { id: string; favorite: boolean }, _pgMeta, clientOf) =>
      clientOf(contentApi).favorite(id, favorite),
    { invalidates: [snippets], errorToast: 'Failed to update query' },
  );
}

/**
 * Deletes the snippets `ids`, all or none. An answer that they are already gone (404 'Content
 * not found') counts as deleted, as the spec says.
 */
export function useDeleteSnippets() {
  return useProjectMutation(
    async (ids: readonly string[], _pgMeta, clientOf) => {
      const response = await clientOf(contentApi).remove(ids);
      if (response.status === 404) return { data: ids.map((id) => ({ id })) };
      return readJson(response);
    },
    {
      invalidates: [snippets],
      errorToast: (error, ids) =>
        ids.length === 1
          ? `Failed to delete query: ${error.message}`
          : `Failed to delete queries: ${error.message}`,
    },
  );
}

/** A save's outcome: stored, or refused because another save came first (`current` is it). */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly snippet: Snippet }
  | { readonly kind: 'conflict'; readonly current: Snippet };

/**
 * Saves the editor's text over the version it was made from. A newer version stored meanwhile
 * is answered, not overwritten: the editor lets its user choose.
 */
export function useSaveSnippet() {
  return useProjectMutation(
    async (
      { id, sql, version }: { id: string; sql: string; version: number },
      _pgMeta,
      clientOf,
    ): Promise<SaveOutcome> => {
      const response = await clientOf(contentApi).change(id, { content: { sql }, version });
      if (response.status === 409) {
        const { current } = (await response.json()) as { current: Snippet };
        return { kind: 'conflict', current };
      }
      return { kind: 'saved', snippet: await readJson(response) };
    },
    { invalidates: [snippets], errorToast: () => 'Failed to insert content' },
  );
}
