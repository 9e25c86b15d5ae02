import { Button } from '@atrium/design-system';
import { appState } from '../state/app-state.js';
import { isMac } from './use-keybindings.js';

export function CommandPaletteButton() {
  return (
    <Button
      size="small"
      data-command-palette-button
      onPress={() => (appState.commandPaletteOpen = true)}
    >
      Search commands <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
    </Button>
  );
}
