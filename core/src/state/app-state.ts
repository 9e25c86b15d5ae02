import { proxy, useSnapshot } from 'valtio';
import type { ColorMode } from '@atrium/design-system';

export interface PluginFailure {
  readonly pluginId: string;
  readonly where: string;
  readonly message: string;
  readonly at: string;
}

/** Global UI state. Core mutates it; plugins only ever see snapshots. */
export const appState = proxy({
  colorMode: 'system' as ColorMode,
  commandPaletteOpen: false,
  /** The navigation shows as an icon rail, giving the page the width (remembered per browser). */
  navCollapsed: false,
  pluginFailures: [] as PluginFailure[],
});

/** A read-only snapshot that re-renders the caller when the state it reads changes. */
export const useAppSnapshot = () => useSnapshot(appState);

export function reportPluginFailure(pluginId: string, where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const duplicate = appState.pluginFailures.some(
    (f) => f.pluginId === pluginId && f.where === where && f.message === message,
  );
  if (!duplicate) {
    appState.pluginFailures.push({ pluginId, where, message, at: new Date().toISOString() });
  }
}
