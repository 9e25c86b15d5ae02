import { usePluginContext } from '@atrium/core/plugin-api';
import { useCallback, useState } from 'react';

/** Where the draft of snippet `id` is kept (in the plugin's preferences of the project). */
export const draftKey = (id: string) => `draft:${id}`;

/** What a new snippet starts with. */
const EMPTY = '';

/**
 * The text of the snippet `id`, kept in this browser per project and snippet as it is typed, so
 * nothing is lost on reload before it is saved.
 */
export function useDraft(id: string): [string, (text: string) => void] {
  const { preferences } = usePluginContext();
  const key = draftKey(id);
  const [text, setText] = useState(() => preferences.get(key, EMPTY));
  const change = useCallback(
    (next: string) => {
      setText(next);
      preferences.set(key, next);
    },
    [preferences, key],
  );
  return [text, change];
}
