import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from './themes.css.js';

export const colorModes = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

interface ThemeState {
  /** What the user chose. */
  readonly mode: ColorMode;
  /** What is shown: the system's preference resolved. */
  readonly resolved: 'light' | 'dark';
  setMode(mode: ColorMode): void;
}

const ThemeContext = createContext<ThemeState | undefined>(undefined);

const systemPrefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;

/**
 * Applies the light or dark theme class to the document root. Follows the system preference
 * (and its changes) until the user picks a mode; `mode` and `onModeChange` let the app persist it.
 */
export function ThemeProvider({
  children,
  mode: controlledMode,
  initialMode = 'system',
  onModeChange,
}: {
  children: ReactNode;
  /** Controlled mode; leave undefined to let the provider keep it. */
  mode?: ColorMode;
  /** Uncontrolled starting mode, such as one the app persisted. */
  initialMode?: ColorMode;
  onModeChange?: (mode: ColorMode) => void;
}) {
  const [ownMode, setOwnMode] = useState<ColorMode>(controlledMode ?? initialMode);
  const mode = controlledMode ?? ownMode;
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const update = () => setSystemDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const resolved = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(resolved === 'dark' ? darkTheme : lightTheme);
    root.dataset.colorMode = resolved;
  }, [resolved]);

  const state = useMemo<ThemeState>(
    () => ({
      mode,
      resolved,
      setMode(next) {
        setOwnMode(next);
        onModeChange?.(next);
      },
    }),
    [mode, resolved, onModeChange],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
