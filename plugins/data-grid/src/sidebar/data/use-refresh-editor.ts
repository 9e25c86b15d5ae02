import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isEditorKey } from './keys.js';

/** Revalidates every list the editor shows (entities, schemas, tables), after a change. */
export function useRefreshEditor(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isEditorKey), [mutate]);
}
