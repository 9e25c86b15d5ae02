import { proxy, useSnapshot } from 'valtio';
import type { ColorMode } from '@atrium/design-system';

export interface PluginFailure {
  readonly pluginId: string;
  readonly where: string;
  readonly message: string;
  readonly at: string;
}

/** The state a page starts with. */
export const initialAppState = () => ({
  colorMode: 'system' as ColorMode,
  commandPaletteOpen: false,
  /** The navigation shows as an icon rail, giving the page the width (remembered per browser). */
  navCollapsed: false,
  pluginFailures: [] as PluginFailure[],
});

/** Global UI state. Core mutates it; plugins only ever see snapshots. */
export const appState = proxy(initialAppState());

/** A read-only snapshot that re-renders the caller when the state it reads changes. */
export const useAppSnapshot = () => useSnapshot(appState);

/** What makes two failures the same one: the plugin, where in it, and the message. */
export const failureKey = (f: Pick<PluginFailure, 'pluginId' | 'where' | 'message'>) =>
  `${f.pluginId}\n${f.where}\n${f.message}`;

export function reportPluginFailure(pluginId: string, where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const key = failureKey({ pluginId, where, message });
  const duplicate = appState.pluginFailures.some((f) => failureKey(f) === key);
  if (!duplicate) {
    appState.pluginFailures.push({ pluginId, where, message, at: new Date().toISOString() });
  }
}
