import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { afterSignIn } from '../auth/sign-in-routes.js';
import { signInStep, type SignInStep } from './sign-in-step.js';
import { useSignedOut } from './signed-out-context.js';

/**
 * The sign-in layout's redirects (spec 2.1) for the page showing step `page`: on arrival, and
 * again after each step succeeds (`proceed`), the user goes where their session says, keeping
 * `?returnTo=` on the way. `ready` is true once the session says this page is the right one.
 */
export function useSignInStep(page: SignInStep): { ready: boolean; proceed: () => Promise<void> } {
  const { auth, enterApp } = useSignedOut();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [ready, setReady] = useState(false);

  const go = useCallback(
    (step: SignInStep) => {
      if (step === 'signed-in') return enterApp(afterSignIn(search));
      const path = step === 'mfa' ? '/sign-in-mfa' : '/sign-in';
      navigate(search ? `${path}?${search}` : path, { replace: true });
    },
    [enterApp, navigate, search],
  );

  useEffect(() => {
    let live = true;
    void signInStep(auth).then((step) => {
      if (!live) return;
      if (step === page) setReady(true);
      else go(step);
    });
    return () => {
      live = false;
    };
  }, [auth, page, go]);

  const proceed = useCallback(async () => go(await signInStep(auth)), [auth, go]);
  return { ready, proceed };
}
