import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ResourceDefinition } from './define-resource.js';
import { isProjectKeyOf, staleAfterWrite } from './stale-keys.js';
import { useProjectRefOf } from './use-project.js';

/**
 * Refetches every cached read of the given resources in the project in view, and of what their
 * `stale` names, whichever plugin made it; other projects' entries are left alone. Writes get it
 * from `useProjectMutation`; a screen's own Refresh button calls it directly.
 */
export function useInvalidate(): (resources: readonly ResourceDefinition[]) => Promise<unknown> {
  const ref = useProjectRefOf('useInvalidate');
  const { mutate } = useSWRConfig();
  return useCallback(
    (resources) => mutate(isProjectKeyOf(ref, staleAfterWrite(resources))),
    [mutate, ref],
  );
}
