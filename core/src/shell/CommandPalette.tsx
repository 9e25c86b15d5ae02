import {
  Autocomplete,
  Dialog,
  Input,
  Keyboard,
  Menu,
  MenuItem,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { formatKeybinding } from '../host/keybinding.js';
import { appState, useAppSnapshot } from '../state/app-state.js';
import * as styles from './CommandPalette.css.js';
import type { PaletteCommand } from './use-commands.js';
import { isMac } from './use-keybindings.js';

/**
 * Ctrl/Cmd-K: every command the user may run, filtered as they type. Arrow keys move, Enter runs,
 * Escape closes and gives focus back to where it was.
 */
export function CommandPalette({ commands }: { commands: readonly PaletteCommand[] }) {
  const { commandPaletteOpen } = useAppSnapshot();
  const { contains } = useFilter({ sensitivity: 'base' });
  const mac = isMac();
  const close = () => (appState.commandPaletteOpen = false);
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen={commandPaletteOpen}
      onOpenChange={(open) => (appState.commandPaletteOpen = open)}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label="Command palette">
          <Autocomplete filter={contains}>
            <SearchField aria-label="Search commands" autoFocus>
              <Input className={styles.search} placeholder="Search commands…" />
            </SearchField>
            <Menu
              className={styles.list}
              items={commands}
              renderEmptyState={() => <div className={styles.empty}>No matching commands</div>}
              onAction={(id) => {
                const command = commands.find((c) => c.id === id);
                close();
                void command?.run();
              }}
            >
              {(command) => (
                <MenuItem id={command.id} textValue={command.title} className={styles.item}>
                  <span>{command.title}</span>
                  <span className={styles.source}>{command.source}</span>
                  {command.keybinding && (
                    <Keyboard className={styles.shortcut}>
                      {formatKeybinding(command.keybinding, mac)}
                    </Keyboard>
                  )}
                </MenuItem>
              )}
            </Menu>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
