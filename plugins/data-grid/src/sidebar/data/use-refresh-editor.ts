import { usePgMeta } from '@atrium/core/plugin-api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isEditorKeyOf } from './keys.js';

/** Revalidates every list the editor shows (entities, schemas, tables), after a change. */
export function useRefreshEditor(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const { ref } = usePgMeta();
  return useCallback(() => mutate(isEditorKeyOf(ref)), [mutate, ref]);
}
