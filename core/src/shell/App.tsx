import { lazy, Suspense, useCallback, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { ThemeProvider, type ColorMode } from '@atrium/design-system';
import { PermissionsProvider } from '../host/permissions.js';
import { ServicesProvider } from '../host/services-context.js';
import type { Services } from '../services/container.js';
import { appState, useAppSnapshot } from '../state/app-state.js';
import { AppRoutes } from './AppRoutes.js';
import { AppShell } from './AppShell.js';
import { CoreBoundary } from './CoreBoundary.js';
import { FeedbackProvider } from './FeedbackProvider.js';
import { useCommands } from './use-commands.js';
import { useKeybindings } from './use-keybindings.js';
import { loadCommandPalette, usePrefetchOnIntent } from './prefetch-command-palette.js';

const CommandPalette = lazy(async () => ({ default: (await loadCommandPalette()).CommandPalette }));

/** The whole web app, given initialised services. */
export function App({ services }: { services: Services }) {
  const [, navigate] = useLocation();
  const themePreference = useMemo(() => services.preferences.scoped(undefined, 'core'), [services]);
  const initialMode = useMemo(
    () => themePreference.get<ColorMode>('colorMode', 'system'),
    [themePreference],
  );
  const persistMode = useCallback(
    (mode: ColorMode) => themePreference.set('colorMode', mode),
    [themePreference],
  );
  return (
    <CoreBoundary>
      <ServicesProvider services={services}>
        <ThemeProvider initialMode={initialMode} onModeChange={persistMode}>
          {/* react-aria links and menus navigate through wouter, without page loads. */}
          <RouterProvider navigate={navigate}>
            <PermissionsProvider>
              <FeedbackProvider>
                <Shell />
              </FeedbackProvider>
            </PermissionsProvider>
          </RouterProvider>
        </ThemeProvider>
      </ServicesProvider>
    </CoreBoundary>
  );
}

function Shell() {
  const openPalette = useCallback(() => (appState.commandPaletteOpen = true), []);
  const commands = useCommands(openPalette);
  const { commandPaletteOpen } = useAppSnapshot();
  useKeybindings(commands);
  usePrefetchOnIntent();
  return (
    <>
      <AppShell>
        <AppRoutes />
      </AppShell>
      {commandPaletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette commands={commands} />
        </Suspense>
      )}
    </>
  );
}
