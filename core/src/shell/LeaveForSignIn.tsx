import { useEffect } from 'react';
import { Skeleton } from '@atrium/design-system';

/**
 * A sign-in page reached inside the signed-in app (a link, the back button): the page loads
 * afresh, so `main.tsx` renders the signed-out pages without the app's caches.
 */
export function LeaveForSignIn() {
  useEffect(() => globalThis.location.reload(), []);
  return <Skeleton count={3} label="Loading" />;
}
