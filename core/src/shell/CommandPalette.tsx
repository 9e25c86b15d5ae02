import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  Menu,
  MenuSection,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { useLocation } from 'wouter';
import { useContributions } from '../plugin-api/hooks.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import { appState, useAppSnapshot } from '../state/app-state.js';
import * as styles from './CommandPalette.css.js';
import { buildGroups } from './palette/build-groups.js';
import { CommandArgumentPrompt } from './palette/CommandArgumentPrompt.js';
import { DestinationSources } from './palette/DestinationSources.js';
import type { PaletteEntry } from './palette/palette-entry.js';
import { PaletteItem } from './palette/PaletteItem.js';
import * as itemStyles from './palette/PaletteItem.css.js';
import { useReportedDestinations } from './palette/use-reported-destinations.js';
import { useScreenDestinations } from './palette/use-screen-destinations.js';
import type { PaletteCommand } from './use-commands.js';

/**
 * Ctrl/Cmd-K: finds the app's screens, what plugins contribute to `palette.destinations@1` (the
 * project's tables and views) and every command the user may run, grouped under headings as they
 * type. Arrow keys move, Enter opens or runs the highlighted entry (the first one when none is),
 * Escape closes and gives focus back to where it was. A command that declares an `argument` is
 * not run at once: the palette asks for it first (its prompt step), then runs it with the value.
 */
export function CommandPalette({ commands }: { commands: readonly PaletteCommand[] }) {
  const { commandPaletteOpen } = useAppSnapshot();
  const [, navigate] = useLocation();
  const [input, setInput] = useState('');
  /** The command whose argument the palette is asking for, if any. */
  const [prompting, setPrompting] = useState<PaletteCommand>();
  const list = useRef<HTMLDivElement>(null);
  const search = input.trim();
  const screens = useScreenDestinations();
  const contributions = useContributions(extensionPoints.paletteDestinations);
  const [reported, report] = useReportedDestinations();
  const contributed = contributions.flatMap(({ id, data }) => {
    const result = reported.get(id);
    return result ? [{ id, heading: data.heading, result }] : [];
  });
  const groups = buildGroups({ search, screens, contributed, commands });
  const loading = contributed.some(({ result }) => result.loading);

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    const { action } = entry;
    const command =
      action.type === 'run' ? commands.find((c) => c.id === action.commandId) : undefined;
    if (command?.argument) return setPrompting(command);
    appState.commandPaletteOpen = false;
    if (action.type === 'open') navigate(action.href);
    else void command?.run();
  };
  const entryByKey = (key: unknown) =>
    groups.flatMap((g) => g.entries).find((entry) => entry.key === key);
  // Deleting text takes react-aria's highlight away (so screen readers read the field), and
  // results can arrive after the text that asked for them: with nothing highlighted, Enter takes
  // the first match rather than doing nothing.
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter ends an IME composition, nothing more
    if (event.key === 'Enter' && !list.current?.querySelector('[data-focused]')) {
      choose(groups[0]?.entries[0]);
    }
  };

  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen={commandPaletteOpen}
      onOpenChange={(open) => (appState.commandPaletteOpen = open)}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label="Command palette">
          {prompting?.argument ? (
            <CommandArgumentPrompt
              title={prompting.title}
              argument={prompting.argument}
              onSubmit={(args) => {
                appState.commandPaletteOpen = false;
                void prompting.run(args);
              }}
            />
          ) : (
            <Autocomplete inputValue={input} onInputChange={setInput}>
              {/* Not a SearchField, whose first Escape only clears the text: Escape closes. */}
              <TextField aria-label="Search" type="search" autoFocus>
                <Input
                  className={styles.search}
                  placeholder="Search screens, tables and commands…"
                  onKeyDown={onInputKeyDown}
                />
              </TextField>
              {/* A new best match (tables arriving after the text that asked for them) starts the
                list afresh, so the highlight is not left on an earlier, worse match: with none,
                Enter takes the first. */}
              <Menu
                key={groups[0]?.entries[0]?.key}
                ref={list}
                className={styles.list}
                items={groups}
                renderEmptyState={() => (
                  <div className={styles.empty}>{loading ? 'Searching…' : 'No results'}</div>
                )}
                onAction={(key) => choose(entryByKey(key))}
              >
                {(group) => (
                  <MenuSection id={group.id} className={itemStyles.section}>
                    <Header className={itemStyles.heading}>{group.heading}</Header>
                    <Collection items={group.entries}>
                      {(entry) => <PaletteItem entry={entry} />}
                    </Collection>
                  </MenuSection>
                )}
              </Menu>
            </Autocomplete>
          )}
          <DestinationSources contributions={contributions} search={search} report={report} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
