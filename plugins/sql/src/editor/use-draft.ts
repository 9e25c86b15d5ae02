import { usePluginContext } from '@atrium/core/plugin-api';
import { useCallback, useState } from 'react';

/** What a new snippet starts with. */
const EMPTY = '';

/**
 * The text of the snippet `id`, kept in this browser per project and snippet as it is typed, so
 * nothing is lost on reload before it is saved.
 */
export function useDraft(id: string): [string, (text: string) => void] {
  const { preferences } = usePluginContext();
  const key = `draft:${id}`;
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
