import { Button } from '@atrium/design-system';
import { appState } from '../state/app-state.js';
import { isMac } from './use-keybindings.js';

/** Opens the command palette: screens, tables and commands by name. */
export function CommandPaletteButton() {
  return (
    <Button
      size="small"
      data-command-palette-button
      onPress={() => (appState.commandPaletteOpen = true)}
    >
      Search <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
    </Button>
  );
}
