import { usePluginContext } from '@atrium/core/plugin-api';
import { useCallback } from 'react';

/** The preference the editor's `useDraft('new')` keeps `/sql/new`'s unsaved text in. */
const NEW_DRAFT = 'draft:new';

/**
 * Opens `text` in the editor as a new snippet: `/sql/new` with `text` as its draft. The new
 * snippet's unsaved text is never dropped silently: the user is asked before it is replaced.
 */
export function useOpenNewDraft(): (text: string) => Promise<void> {
  const { preferences, confirm, navigate, projectRef } = usePluginContext();
  return useCallback(
    async (text: string) => {
      const unsaved = preferences.get(NEW_DRAFT, '');
      if (unsaved.trim() && unsaved !== text) {
        const replace = await confirm({
          title: 'Replace your new snippet?',
          message: 'The new snippet holds SQL that is not saved; opening this replaces it.',
          confirmLabel: 'Replace',
        });
        if (!replace) return;
      }
      preferences.set(NEW_DRAFT, text);
      navigate(`/project/${projectRef ?? ''}/sql/new`);
    },
    [preferences, confirm, navigate, projectRef],
  );
}
