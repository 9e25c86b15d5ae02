import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstParty, refused, thirdParty } from 'virtual:atrium-plugins';
import { ThemeProvider, type ColorMode } from '@atrium/design-system';
import { AuthSource } from './auth/auth-source.js';
import { authorizedFetchFor } from './auth/authorized-fetch.js';
import { isSignedOutRoute } from './auth/sign-in-routes.js';
import { idOf } from './host/accept-manifests.js';
import { loadManifestChecks } from './host/load-manifest-checks.js';
import { loadThirdPartyManifests } from './host/load-third-party-manifests.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { fetchDeployment } from './services/deployment.js';
import { initServices, registerServices } from './services/container.js';
import { Preferences } from './services/preferences.js';
import { Tokens } from './services/tokens.js';
import { App } from './shell/App.js';

const root = createRoot(document.getElementById('root')!);
const auth = new AuthSource();

/** Stops the previous boot's failure reporter, if any: one per page. */
let stopReporting: (() => void) | undefined;
/**
 * Boot: the sign-in pages render at once, needing nothing from the API. Any other page asks the
 * API which plugins are on (signed in: a 401 goes to sign-in), imports each third-party manifest
 * module on its own (one that throws is listed on /admin/plugins, never fatal), registers and
 * initialises the services (this resolves every installed manifest; no loader runs), then renders. A
 * failure shows the error page. First-party manifests are trusted (the test suite checks each
 * one); only when a third-party one is switched on do the checks, zod with them, load first.
 * Booted again whenever the plugins on change.
 */
async function boot() {
  if (isSignedOutRoute(location.pathname)) {
    // Loaded only here: the signed-in app's first load carries no sign-in page.
    const { SignedOutApp } = await import('./sign-in/SignedOutApp.js');
    const colorMode = new Preferences()
      .scoped(undefined, 'core')
      .get<ColorMode>('colorMode', 'system');
    root.render(
      <StrictMode>
        <SignedOutApp auth={await auth.load()} colorMode={colorMode} />
      </StrictMode>,
    );
    return;
  }
  let leaving = false;
  try {
    const fetch = authorizedFetchFor(auth);
    const deployment = await fetchDeployment(async (input, init) => {
      const response = await fetch(input, init);
      leaving = response.status === 401;
      return response;
    });
    // Each third-party manifest module on its own: one that throws is listed, not fatal.
    const third = await loadThirdPartyManifests(thirdParty);
    const installed = [...firstParty, ...third.manifests];
    // Third-party manifests switched off wait, unchecked, for /admin/plugins to list them.
    const thirdPartyOn = installed.some(
      (manifest) => !firstParty.includes(manifest) && deployment.plugins.includes(idOf(manifest)),
    );
    const checks = thirdPartyOn ? await loadManifestChecks(firstParty) : undefined;
    const container = registerServices(deployment, installed, {
      firstParty,
      refused: [...refused, ...third.failed],
      checks,
    });
    container.register(Tokens.Auth, { useValue: auth });
    container.register(Tokens.Fetch, { useValue: fetch });
    const services = initServices(container);
    root.render(
      <StrictMode>
        <App key={deployment.plugins.join()} services={services} />
      </StrictMode>,
    );
    // Plugins switched on or off anywhere: boot again for them, a new tree, with no reload
    // (follow-plugin-switches.ts, a chunk of its own, loaded after the first render).
    void import('./host/follow-plugin-switches.js').then((m) => m.follow(fetch, deployment, boot));
    // A plugin's failure is told to the server too, so /admin/plugins lists it after a reload.
    stopReporting?.();
    void import('./state/report-plugin-failures.js').then(
      (m) => (stopReporting = m.reportPluginFailuresTo(fetch)),
    );
  } catch (error) {
    // Refused for want of a session: the sign-in page is loading instead.
    if (leaving) return;
    const failure = error instanceof Error ? error : new Error(String(error));
    root.render(
      <ThemeProvider>
        <ErrorPage code={failure.name} message={failure.message} />
      </ThemeProvider>,
    );
  }
}

void boot();
