/** The web app's pages that render without a session (identity contract, point 3). */
export const SIGNED_OUT_ROUTES = ['/sign-in', '/sign-in-mfa', '/setup', '/join'] as const;

export const isSignedOutRoute = (path: string) =>
  SIGNED_OUT_ROUTES.some((route) => path === route || path === `${route}/`);

/** `/sign-in?returnTo=<where the user was>`, or plain `/sign-in` from a signed-out page. */
export function signInUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  if (isSignedOutRoute(location.pathname)) return '/sign-in';
  const returnTo = `${location.pathname}${location.search}`;
  return `/sign-in?${new URLSearchParams({ returnTo })}`;
}

/**
 * Where to go once signed in: the `returnTo` the sign-in page was given when it is a path of this
 * app (never another origin, nor a signed-out page), else the default page.
 */
export function afterSignIn(search: string, fallback = '/'): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return fallback;
  const path = returnTo.split(/[?#]/)[0]!;
  // Joining an organization is the one signed-out page a user signs in to come back to.
  return isSignedOutRoute(path) && path !== '/join' ? fallback : returnTo;
}
