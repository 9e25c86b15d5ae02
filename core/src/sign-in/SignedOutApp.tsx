import { useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Switch, useLocation } from 'wouter';
import type { GoTrueClient } from '@supabase/auth-js';
import { ThemeProvider, type ColorMode } from '@atrium/design-system';
import { JoinPage } from './JoinPage.js';
import { SetupPage } from './SetupPage.js';
import { SignedOutProvider } from './signed-out-context.js';
import { SignInMfaPage } from './SignInMfaPage.js';
import { SignInPage } from './SignInPage.js';

const enterAppByLoading = (path: string) => globalThis.location.assign(path);

/**
 * The pages that render without a session (identity contract, point 3): sign-in, its MFA step,
 * first-start setup and joining an organization. They need no deployment, services or plugins,
 * so they work while the API refuses everything else to a signed-out caller.
 */
export function SignedOutApp({
  auth,
  colorMode,
  enterApp = enterAppByLoading,
}: {
  auth: GoTrueClient;
  colorMode?: ColorMode;
  enterApp?: (path: string) => void;
}) {
  const [, navigate] = useLocation();
  const services = useMemo(() => ({ auth, enterApp }), [auth, enterApp]);
  return (
    <ThemeProvider initialMode={colorMode}>
      <RouterProvider navigate={navigate}>
        <SignedOutProvider value={services}>
          <Switch>
            <Route path="/sign-in-mfa" component={SignInMfaPage} />
            <Route path="/setup" component={SetupPage} />
            <Route path="/join" component={JoinPage} />
            <Route component={SignInPage} />
          </Switch>
        </SignedOutProvider>
      </RouterProvider>
    </ThemeProvider>
  );
}
