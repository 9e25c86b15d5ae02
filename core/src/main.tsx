import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import installed, { firstParty, refused } from 'virtual:atrium-plugins';
import { ThemeProvider } from '@atrium/design-system';
import { ErrorPage } from './pages/ErrorPage.js';
import { fetchDeployment } from './services/deployment.js';
import { initServices, registerServices } from './services/container.js';
import { App } from './shell/App.js';

const root = createRoot(document.getElementById('root')!);

/**
 * Boot: ask the API which plugins are on, register and initialise the services (this validates
 * every installed manifest; no plugin code runs), then render. A failure shows the error page.
 */
async function boot() {
  try {
    const deployment = await fetchDeployment();
    const services = initServices(registerServices(deployment, installed, { firstParty, refused }));
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    root.render(
      <ThemeProvider>
        <ErrorPage code={failure.name} message={failure.message} />
      </ThemeProvider>,
    );
  }
}

void boot();
