import { useState } from 'react';
import { usePluginContext } from '@atrium/core/plugin-api';

/**
 * A sidebar choice kept per project (plugin preferences), so the sort and the type filter stay
 * as chosen when the editor moves between tables, and after a reload.
 */
export function usePreference<T>(key: string, fallback: T): [T, (value: T) => void] {
  const { preferences } = usePluginContext();
  const [value, setValue] = useState<T>(() => preferences.get(key, fallback));
  return [
    value,
    (next: T) => {
      preferences.set(key, next);
      setValue(next);
    },
  ];
}
