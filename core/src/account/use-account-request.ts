import { useCallback } from 'react';
import { useServices } from '../host/services-context.js';
import { readJson } from '../plugin-api/use-api.js';

/**
 * A request to the account API (`/auth/v1`) beyond what auth-js covers (recovery codes), signed
 * in like every other; answers its JSON or throws the server's message.
 */
export function useAccountRequest() {
  const { fetch } = useServices();
  return useCallback(
    async <T>(path: string, method = 'GET', body?: unknown): Promise<T> =>
      readJson<T>(
        await fetch(path, {
          method,
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    [fetch],
  );
}
