import type { AuthSource } from './auth-source.js';
import { signInUrl } from './sign-in-routes.js';

export interface AuthorizedFetchOptions {
  /** The current access token, refreshed by auth-js when it is near its end; none signed out. */
  readonly accessToken: () => Promise<string | undefined>;
  /** What a 401 does: by default, go to the sign-in page, keeping where the user was. */
  readonly onUnauthorized?: () => void;
}

export const goToSignIn = () => {
  if (globalThis.location && !globalThis.location.pathname.startsWith('/sign-in')) {
    globalThis.location.assign(signInUrl(globalThis.location));
  }
};

/**
 * `fetch` as every API request of the web app makes it (identity contract, point 2): with
 * `Authorization: Bearer <access token>` when signed in, and a 401 sends the user to sign in.
 * It calls the global `fetch` at each request, so tests that stub it are seen.
 */
export function authorizedFetch({
  accessToken,
  onUnauthorized = goToSignIn,
}: AuthorizedFetchOptions): typeof fetch {
  return async (input, init) => {
    const token = await accessToken();
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    const response = await globalThis.fetch(input, { ...init, headers });
    if (response.status === 401) onUnauthorized();
    return response;
  };
}

/**
 * The web app's `fetch` for a client's session. A 401 means the session is dead (ended elsewhere,
 * or past its refresh): it is dropped here before the sign-in page, which would otherwise see a
 * stored session and send the user straight back.
 */
export function authorizedFetchFor(auth: AuthSource, leave: () => void = goToSignIn): typeof fetch {
  return authorizedFetch({
    accessToken: () => auth.accessToken(),
    onUnauthorized: () =>
      void auth
        .load()
        .then((client) => client.signOut({ scope: 'local' }))
        .finally(leave),
  });
}
