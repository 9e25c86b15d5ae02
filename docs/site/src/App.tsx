import { Router, type BaseLocationHook } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ThemeProvider } from '@atrium/design-system';
import { AppRoutes } from './AppRoutes.js';
import { Layout } from './layout/Layout.js';
import { storeColorMode, storedColorMode } from './layout/color-mode-storage.js';

/**
 * The docs site. Hash routing (`#/components/button`), so the built files work from any static
 * path with no server rewrites; tests pass an in-memory location instead.
 */
export function App({ location = useHashLocation }: { location?: BaseLocationHook }) {
  return (
    <ThemeProvider initialMode={storedColorMode()} onModeChange={storeColorMode}>
      <Router hook={location}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </ThemeProvider>
  );
}
