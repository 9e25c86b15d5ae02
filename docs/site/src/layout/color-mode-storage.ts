import { colorModes, type ColorMode } from '@atrium/design-system';

const KEY = 'atrium-docs:color-mode';

/** The reader's last light/dark choice; storage can be unavailable (private mode), so never throw. */
export function storedColorMode(): ColorMode {
  try {
    const value = localStorage.getItem(KEY);
    return colorModes.find((mode) => mode === value) ?? 'system';
  } catch {
    return 'system';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Not persisted; the switch still works for this visit.
  }
}
