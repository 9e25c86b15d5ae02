import { useEffect } from 'react';
import { matchesKeybinding } from '../host/keybinding.js';
import type { PaletteCommand } from './use-commands.js';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Runs a command when its keybinding is pressed anywhere in the app. */
export function useKeybindings(commands: readonly PaletteCommand[]): void {
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commands.find(
        (c) => c.keybinding && matchesKeybinding(c.keybinding, event, mac),
      );
      if (!command) return;
      event.preventDefault();
      void command.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands]);
}

export { isMac };
