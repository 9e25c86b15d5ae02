import { useCallback } from 'react';
import { useServices } from '../host/services-context.js';

/**
 * For the rare request the typed clients cannot make (an `XMLHttpRequest` upload, whose progress
 * `fetch` cannot report): the current access token, to send as `Authorization: Bearer <token>`.
 * Undefined when signed out. Everything else goes through the typed clients, which send it.
 */
export function useAccessToken(): () => Promise<string | undefined> {
  const { auth } = useServices();
  return useCallback(() => auth.accessToken(), [auth]);
}
