import { useCallback, useState } from 'react';
import { parsePreferences, preferencesKey, type ExplorerPreferences } from './model/preferences.js';

/** The project's explorer preferences, read from and written to `localStorage`. */
export function useExplorerPreferences(ref: string) {
  const [preferences, setPreferences] = useState(() =>
    parsePreferences(readStored(preferencesKey(ref))),
  );
  const update = useCallback(
    (change: Partial<ExplorerPreferences>) =>
      setPreferences((current) => {
        const next = { ...current, ...change };
        try {
          localStorage.setItem(preferencesKey(ref), JSON.stringify(next));
        } catch {
          // Storage full or refused (private mode): the choice holds for this visit only.
        }
        return next;
      }),
    [ref],
  );
  return [preferences, update] as const;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
