import { useCallback } from 'react';
import { useServices } from '../host/services-context.js';

/**
 * Signs out (`local`: this browser; `global`: every session of the account) and loads the
 * sign-in page afresh, so nothing read while signed in stays in memory.
 */
export function useSignOut() {
  const { auth } = useServices();
  return useCallback(
    async (scope: 'local' | 'global' = 'local') => {
      await (await auth.load()).signOut({ scope });
      globalThis.location.assign('/sign-in');
    },
    [auth],
  );
}
